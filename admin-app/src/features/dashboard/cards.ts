import type { DictionaryKey } from 'shared-api/texts';

/**
 * The eight dashboard cards of SPEC.md ("Admin dashboard"), in order, with Open Assessment (issue
 * 22) before the activations it precedes, Send Reminders (issue 22) and the Cohort report (issue
 * 23) last; each opens a modal. `adminOnly`: not a team leader's (DESIGN.md: no team creation, no
 * certificates). `undo`: the label of the card's second button, which closes again what the card
 * opened.
 */
export const CARDS = [
  { id: 'createTeam', title: 'admin.card.createTeam', text: 'admin.card.createTeam.text', adminOnly: true },
  { id: 'addCohort', title: 'admin.card.addCohort', text: 'admin.card.addCohort.text' },
  { id: 'generateLink', title: 'admin.card.generateLink', text: 'admin.card.generateLink.text' },
  { id: 'openAssessment', title: 'admin.card.openAssessment', text: 'admin.card.openAssessment.text', undo: 'admin.undo.assessment' },
  { id: 'activatePreClass', title: 'admin.card.activatePreClass', text: 'admin.card.activatePreClass.text', undo: 'admin.undo.preClass' },
  { id: 'activateResults', title: 'admin.card.activateResults', text: 'admin.card.activateResults.text', undo: 'admin.undo.results' },
  { id: 'activatePostClass', title: 'admin.card.activatePostClass', text: 'admin.card.activatePostClass.text', undo: 'admin.undo.postAssessment' },
  { id: 'issueCerts', title: 'admin.card.issueCerts', text: 'admin.card.issueCerts.text', adminOnly: true },
  { id: 'activateReassessment', title: 'admin.card.activateReassessment', text: 'admin.card.activateReassessment.text', undo: 'admin.undo.reassessment' },
  { id: 'sendReminders', title: 'schedules.reminders.title', text: 'schedules.reminders.text' },
  { id: 'cohortReport', title: 'report.title', text: 'report.card.text' },
] as const satisfies readonly { id: string; title: DictionaryKey; text: DictionaryKey; adminOnly?: boolean; undo?: DictionaryKey }[];

export type CardId = (typeof CARDS)[number]['id'];
