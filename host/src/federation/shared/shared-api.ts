// What the share scope offers as shared-api to the shell and the participant remote
// (webpack.sharing.js, PARTIAL): the domains the first pages use, their contract
// (./shared-api/contract.ts, also offered as shared-api/contract), their endpoints and the store.
// The admin remote consumes the whole of shared-api (its index) under another share key,
// `shared-api (whole)`, which the host provides in a chunk of its own, loaded only when the admin
// remote asks for it. Both come from the host's build, so a file they have in common (the API
// slice, the session) is one module on the page. The domains left out (access, audit, downloads,
// outbox, teams, users, the certificates' endpoints, the password generator) reach only the
// admin's pages.
export * from './shared-api/contract';
export * from '../../../../shared-api/src/accounts/session';
export * from '../../../../shared-api/src/accounts/api';
export * from '../../../../shared-api/src/assessment/api';
export * from '../../../../shared-api/src/questionnaires/api';
export * from '../../../../shared-api/src/classes/api';
export * from '../../../../shared-api/src/payments/api';
export * from '../../../../shared-api/src/sso/api';
export * from '../../../../shared-api/src/store';
// The portal's certificate link names its file. Re-exported from the certificates' contract it
// would bring that contract and the teams' (2.4 KB on every first page): the same value, held equal
// to shared-api's by sharedApi.test.ts.
export const CERTIFICATE_FILE_NAME = 'certificate.pdf';
