export * from './auth-slice';
export * from './base-api';
export * from './store';
export * from './token';
export * from './api-error';
export { baseQueryWithReauth } from './base-query';
export * from './active-course';
export { renderStandalone } from './standalone/StandaloneApp';
export * from './remote-loader';
