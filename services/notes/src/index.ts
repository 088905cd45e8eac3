export * from './notes.module';
