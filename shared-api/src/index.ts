export * from './types';
export * from './messages';
export * from './schemas';
export * from './session';
export * from './anonymousLink';
export * from './api';
export * from './store';
