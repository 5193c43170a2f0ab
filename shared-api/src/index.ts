/**
 * Everything: the React-free contract (contract.ts), then what only the browser uses: the session
 * cookies, saving a downloaded file, the RTK Query slice with each domain's endpoints (`<domain>/api.ts`) and the store.
 */
export * from './contract';
export * from './accounts/session';
export * from './common/files';
export * from './accounts/api';
export * from './account/api';
export * from './assessment/api';
export * from './audit/api';
export * from './certificates/api';
export * from './classes/api';
export * from './cohorts/api';
export * from './mfa/api';
export * from './outbox/api';
export * from './payments/api';
export * from './privacy/api';
export * from './retention/api';
export * from './questionnaires/api';
export * from './reports/api';
export * from './schedules/api';
export * from './sso/api';
export * from './teams/api';
export * from './users/api';
export * from './store';
