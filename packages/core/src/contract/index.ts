export * from './envelope';
export * from './session';
