// Every endpoint object, one module per area (docs/decisions/090), and the helper types both apps use with them.
// No zod at run time: the web app's first load may import these. Never re-export this from ../index.ts: the schema
// names are checked against that module, so it must not contain the endpoints themselves.
export * from '../endpoint.ts';
export * as courseApi from './course.ts';
export * as playApi from './play.ts';
export * as commerceApi from './commerce.ts';
