/** The React-free part of the contract, for the server. */
export * from './types';
export * from './messages';
export * from './schemas';
export * from './inputs';
export * from './sessionLifetime';
export * from './anonymousLink';
export * from './generatedPassword';
export * from './assessment';
export * from './questionnaires';
export * from './questionnaireRegistry';
export * from './teamDetail';
export * from './userSchemas';
export * from './userTypes';
export * from './certificates';
export * from './downloads';
