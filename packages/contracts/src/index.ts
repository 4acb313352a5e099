import './zod-locale.ts';
export * from './codes.ts';
export * from './envelope.ts';
export * from './limits.ts';
export * from './menu.ts';
