export * from './route-filter';
export * from './button-rights';
export * from './home-rights';
export * from './field-rights';
export * from './action-rights';
