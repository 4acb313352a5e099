import './zod-locale.ts';
export * from './auth.ts';
export * from './codes.ts';
export * from './envelope.ts';
export * from './learning.ts';
export * from './limits.ts';
export * from './menu.ts';
export * from './my.ts';
export * from './stocks.ts';
