// What the learning feature offers to the rest of the app (the home page's 이어보기); others import only from here.
export { latestQueryOptions, useLatest } from './api/get-latest';
export { learningQueryOptions, useLearning } from './api/get-learning';
// The protected player's pieces the live class's player shares (decision 140): hls.js on demand, the token on key
// requests and 3040 heard from playlists and keys, the moving watermark.
export { loadHls, usesHlsJs } from './start/hls';
export { appStreamGuardDeps, createStreamGuard } from './stream-guard';
export { useMovingWatermark } from './components/moving-watermark';
