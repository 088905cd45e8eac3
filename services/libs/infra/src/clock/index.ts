export * from './system.clock';
export * from './manual.clock';
export * from './test-file.clock';
export * from './clock.config';
