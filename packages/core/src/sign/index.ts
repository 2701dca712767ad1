export * from './sign';
