export * from './patterns';
