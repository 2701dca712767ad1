export * from './envelope';
export * from './session';
export * from './query-types';
export * from './list-query';
export * from './super-query';
export * from './query-values';
export * from './address-list';
