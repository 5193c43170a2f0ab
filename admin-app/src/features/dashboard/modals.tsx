import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { CardId } from './cards';

/*
 * The dialogs load when a card is opened, not with the dashboard: /admin's first page carries the
 * cards alone (scripts/budgets.json holds it to 180 KB on the wire).
 */
const ActivationModal = lazy(() => import('./ActivationModal').then((m) => ({ default: m.ActivationModal })));
const IssueCertsModal = lazy(() => import('./IssueCertsModal').then((m) => ({ default: m.IssueCertsModal })));
const RemindersModal = lazy(() => import('./RemindersModal').then((m) => ({ default: m.RemindersModal })));
const ReportModal = lazy(() => import('./ReportModal').then((m) => ({ default: m.ReportModal })));
const SetupFlow = lazy(() => import('./SetupFlow').then((m) => ({ default: m.SetupFlow })));

/** The modal a card opens (`undo`: its second button's); closing it unmounts it, so it opens afresh next time. */
type CardModal = ComponentType<{ onClose: () => void; undo: boolean }>;
export const MODALS: Record<CardId, CardModal> = {
  createTeam: ({ onClose }) => <SetupFlow start="team" onClose={onClose} />,
  addCohort: ({ onClose }) => <SetupFlow start="cohort" onClose={onClose} />,
  generateLink: ({ onClose }) => <SetupFlow start="link" onClose={onClose} />,
  openAssessment: (props) => <ActivationModal kind="assessment" {...props} />,
  activatePreClass: (props) => <ActivationModal kind="preClass" {...props} />,
  activateResults: (props) => <ActivationModal kind="results" {...props} />,
  activatePostClass: (props) => <ActivationModal kind="postAssessment" {...props} />,
  issueCerts: (props) => <IssueCertsModal {...props} />,
  activateReassessment: (props) => <ActivationModal kind="reassessment" {...props} />,
  sendReminders: (props) => <RemindersModal {...props} />,
  cohortReport: ({ onClose }) => <ReportModal onClose={onClose} />,
};
