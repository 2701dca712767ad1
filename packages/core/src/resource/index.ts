export * from './fields';
export * from './define';
