import { ACTIVATIONS } from 'shared-api';
import type { ActivationKind } from 'shared-api';
import type { DictionaryKey } from 'shared-api/texts/lazy';

/** Each activation's texts, as data: its card, its confirmation, its undo. */
interface Kind {
  title: DictionaryKey;
  submit: DictionaryKey;
  confirm: DictionaryKey;
  /** The undo's title (its card button) and question. */
  undo: DictionaryKey;
  undoConfirm: DictionaryKey;
  /** The activation emails the participants. */
  emails: boolean;
  /** The activation may email those it reaches, if the admin asks (header Notify). */
  notify?: boolean;
}

export const KINDS: Record<ActivationKind, Kind> = {
  assessment: {
    title: 'admin.card.openAssessment',
    submit: 'admin.activate.open',
    confirm: 'admin.activate.confirm.assessment',
    undo: 'admin.undo.assessment',
    undoConfirm: 'admin.undo.confirm.assessment',
    emails: false,
  },
  preClass: {
    title: 'admin.card.activatePreClass',
    submit: 'admin.activate.submit',
    confirm: 'admin.activate.confirm.preClass',
    undo: 'admin.undo.preClass',
    undoConfirm: 'admin.undo.confirm.preClass',
    emails: false,
  },
  results: {
    title: 'admin.card.activateResults',
    submit: 'admin.activate.submit',
    confirm: 'admin.activate.confirm.results',
    undo: 'admin.undo.results',
    undoConfirm: 'admin.undo.confirm.results',
    emails: false,
    notify: true,
  },
  postAssessment: {
    title: 'admin.card.activatePostClass',
    submit: 'admin.activate.submit',
    confirm: 'admin.activate.confirm.postAssessment',
    undo: 'admin.undo.postAssessment',
    undoConfirm: 'admin.undo.confirm.postAssessment',
    emails: false,
  },
  reassessment: {
    title: 'admin.card.activateReassessment',
    submit: 'admin.activate.submit',
    confirm: 'admin.activate.confirm.reassessment',
    undo: 'admin.undo.reassessment',
    undoConfirm: 'admin.undo.confirm.reassessment',
    emails: true,
  },
};

/** The action names of these calls (/api/<action>), as a planned action carries them. */
const ACTION_TITLES: ReadonlyMap<string, DictionaryKey> = new Map([
  ...(Object.keys(KINDS) as ActivationKind[]).flatMap((kind): [string, DictionaryKey][] => [
    [`activate-${ACTIVATIONS[kind]}-by-team-cohort`, KINDS[kind].title],
    [`deactivate-${ACTIVATIONS[kind]}-by-team-cohort`, KINDS[kind].undo],
  ]),
  // The team page's Activate Results for the ticked users, planned ahead through the API.
  ['activate-results-for-team', 'schedules.list.resultsForUsers'],
]);

/** A planned activation's name, as its card or undo button says it; undefined for any other action. */
export const activationTitle = (action: string): DictionaryKey | undefined => ACTION_TITLES.get(action);
