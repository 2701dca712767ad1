export * from './route-filter';
export * from './button-rights';
