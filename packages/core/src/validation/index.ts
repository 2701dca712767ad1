export * from './patterns';
export * from './presets';
export * from './id-card';
export * from './preset-list';
