import type { DictionaryKey } from 'shared-ui';

/** The eight dashboard cards of SPEC.md ("Admin dashboard"), in order; each opens a modal. */
export const CARDS = [
  'createTeam',
  'addCohort',
  'generateLink',
  'activatePreClass',
  'activateResults',
  'activatePostClass',
  'issueCerts',
  'activateReassessment',
] as const;

export type CardId = (typeof CARDS)[number];

export const cardTitle = (id: CardId) => `admin.card.${id}` as DictionaryKey;
export const cardText = (id: CardId) => `admin.card.${id}.text` as DictionaryKey;
