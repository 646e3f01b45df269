export * from './application-configuration.ts';
export * from './assets.ts';
export * from './class-picks.ts';
export * from './common.ts';
export * from './desktops.ts';
export * from './embed.ts';
export * from './settings.ts';
export * from './symbol-packs.ts';
