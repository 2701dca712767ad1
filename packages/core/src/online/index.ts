export * from './design';
export * from './names';
export * from './reserved-words';
export * from './field-checks';
export * from './validate-design';
export * from './standard-fields';
export * from './runtime-spec';
export * from './sub-tables';
