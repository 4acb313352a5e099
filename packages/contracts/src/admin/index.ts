// Contracts of the operator console (/api/admin/...), imported as '@school/contracts/admin' so the
// member bundle never carries them. One file per console area.
export * from './members.ts';
export * from './moderation.ts';
export * from './audit.ts';
export * from './dashboard.ts';
export * from './catalogue.ts';
export * from './coupons.ts';
export * from './site.ts';
export * from './videos.ts';
export * from './programs.ts';
export * from './legal.ts';
export * from './subscription.ts';
export * from './quiz.ts';
export * from './studio.ts';
export * from './live.ts';
export * from './settlement.ts';
export * from './notifications.ts';
export * from './analytics.ts';
