/** The React-free part of the contract, for the server. */
export * from './types';
export * from './messages';
export * from './schemas';
export * from './anonymousLink';
export * from './assessment';
export * from './questionnaires';
