/**
 * The React-free contract, for the server and for every screen: each domain's types and yup
 * schemas (`<domain>/contract.ts`), and the helpers they share (`common/`). Listed once here;
 * index.ts adds the RTK Query endpoints and the store.
 */
export * from './common/types';
export * from './common/errorCodes';
export * from './common/messages';
export * from './common/fields';
export * from './common/dates';
export * from './common/days';
export * from './common/money';
export * from './common/generatedPassword';
export * from './access/contract';
export * from './account/contract';
export * from './accounts/contract';
export * from './assessment/contract';
export * from './audit/contract';
export * from './certificates/contract';
export * from './classes/contract';
export * from './cohorts/contract';
export * from './departments/contract';
export * from './downloads/contract';
export * from './mfa/contract';
export * from './outbox/contract';
export * from './payments/contract';
export * from './privacy/contract';
export * from './questionnaires/contract';
export * from './reports/contract';
export * from './reports/reading';
export * from './retention/contract';
export * from './schedules/contract';
export * from './sso/contract';
export * from './teams/contract';
export * from './users/contract';
