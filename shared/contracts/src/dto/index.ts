export * from './common';
export * from './auth';
export * from './profile';
export * from './courses';
