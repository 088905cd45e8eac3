export * from './ports';
export * from './es';
export * from './embedded';
export * from './runtime';
export * from './profiles';
export * from './ids';
