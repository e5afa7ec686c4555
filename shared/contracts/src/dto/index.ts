export * from './common';
export * from './auth';
export * from './profile';
export * from './courses';
export * from './learning';
export * from './quiz-kinds';
export * from './funspace';
export * from './files';
