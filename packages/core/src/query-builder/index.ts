export * from './types';
export * from './rows';
export * from './serialise';
export * from './field-list';
export * from './saved';
