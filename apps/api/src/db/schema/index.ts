export * from './catalogue.ts';
export * from './learning.ts';
export * from './members.ts';
export * from './meta.ts';
export * from './play.ts';
export * from './social.ts';
export * from './stocks.ts';
export * from './site.ts';
