// What the goals feature offers to the rest of the app (home and /my); others import only from here.
export { HomeGoal } from './components/home-goal';
export { GoalSection } from './components/goal-section';
