export * from './patterns';
export * from './presets';
