export { LectureQna } from './components/lecture-qna';
