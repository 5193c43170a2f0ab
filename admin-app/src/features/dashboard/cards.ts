import type { DictionaryKey } from 'shared-api/texts';

/**
 * The eight dashboard cards of SPEC.md ("Admin dashboard"), in order; each opens a modal.
 * `adminOnly`: not a team leader's (DESIGN.md: no team creation, no certificates).
 */
export const CARDS = [
  { id: 'createTeam', title: 'admin.card.createTeam', text: 'admin.card.createTeam.text', adminOnly: true },
  { id: 'addCohort', title: 'admin.card.addCohort', text: 'admin.card.addCohort.text' },
  { id: 'generateLink', title: 'admin.card.generateLink', text: 'admin.card.generateLink.text' },
  { id: 'activatePreClass', title: 'admin.card.activatePreClass', text: 'admin.card.activatePreClass.text' },
  { id: 'activateResults', title: 'admin.card.activateResults', text: 'admin.card.activateResults.text' },
  { id: 'activatePostClass', title: 'admin.card.activatePostClass', text: 'admin.card.activatePostClass.text' },
  { id: 'issueCerts', title: 'admin.card.issueCerts', text: 'admin.card.issueCerts.text', adminOnly: true },
  { id: 'activateReassessment', title: 'admin.card.activateReassessment', text: 'admin.card.activateReassessment.text' },
] as const satisfies readonly { id: string; title: DictionaryKey; text: DictionaryKey; adminOnly?: boolean }[];

export type CardId = (typeof CARDS)[number]['id'];
