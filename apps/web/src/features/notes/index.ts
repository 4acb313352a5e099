// What the notes feature offers to the rest of the app (the player's 메모 panel); others import only from here.
export { LectureNotes } from './components/lecture-notes';
