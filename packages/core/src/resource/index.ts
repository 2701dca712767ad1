export * from './fields';
export * from './define';
export * from './labels';
export * from './runtime';
