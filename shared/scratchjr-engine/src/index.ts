export * from './blocks';
export * from './model';
export * from './runtime';
