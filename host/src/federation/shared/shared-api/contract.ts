// What the share scope offers as shared-api/contract to the shell and the participant remote
// (webpack.sharing.js, PARTIAL): the React-free contract of the domains the first pages use. The
// admin remote consumes the whole of it under `shared-api/contract (whole)`; ../shared-api.ts says why.
export * from '../../../../../shared-api/src/common/types';
export * from '../../../../../shared-api/src/common/errorCodes';
export * from '../../../../../shared-api/src/common/messages';
export * from '../../../../../shared-api/src/common/fields';
export * from '../../../../../shared-api/src/common/dates';
export * from '../../../../../shared-api/src/common/money';
export * from '../../../../../shared-api/src/accounts/contract';
export * from '../../../../../shared-api/src/assessment/contract';
export * from '../../../../../shared-api/src/questionnaires/contract';
export * from '../../../../../shared-api/src/classes/contract';
export * from '../../../../../shared-api/src/payments/contract';
