// What the quiz feature offers to the rest of the app; other features import only from here.
export { LearningCheck } from './components/learning-check';
