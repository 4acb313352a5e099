// What the learning feature offers to the rest of the app (the home page's 이어보기); others import only from here.
export { latestQueryOptions, useLatest } from './api/get-latest';
export { learningQueryOptions, useLearning } from './api/get-learning';
