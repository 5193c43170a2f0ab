export * from './types';
export * from './messages';
export * from './schemas';
export * from './session';
export * from './api';
