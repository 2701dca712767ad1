export * from './contract';
export * from './permissions';
export * from './validation';
export * from './shell';
export * from './sign';
export * from './locales';
export * from './resource';
export * from './resources';
