// The contracts without zod: codes, limits, constants and API addresses. The web app's shell and first pages
// import these from '@school/contracts/plain', so no schema (and no zod) comes with the first load (issue 13).
export * from './codes.ts';
export * from './session-codes.ts';
export * from './constants.ts';
export * from './limits.ts';
export * from './stock-constants.ts';
export * from './practice-constants.ts';
export * from './public-pages.ts';
export * from './particle.ts';
export * from './korea-time.ts';
