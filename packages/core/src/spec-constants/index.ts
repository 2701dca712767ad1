export * from './widgets';
