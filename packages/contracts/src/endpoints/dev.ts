// Not converted yet (issue 34): the area's endpoint objects go here.
export {};
