export * from './kinds';
export * from './kind-values';
export * from './control-names';
