export * from './constants';
export * from './greeting';
