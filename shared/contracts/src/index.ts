export * from './enums';
export * from './constants';
export * from './texts';
export * from './dto';
export * from './workspace';
export * from './manifest';
export * from './api-paths';
