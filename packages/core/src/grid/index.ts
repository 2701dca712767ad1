export * from './columns';
export * from './constants';
export * from './rows';
export * from './validate';
export * from './numbers';
export * from './statistics';
export * from './tree';
