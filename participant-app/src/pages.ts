import { lazy } from 'react';
import type { ComponentType } from 'react';
import { QUESTIONNAIRES } from 'shared-api';

/**
 * What this remote exposes as './Pages': the host's route table (host/src/routes.ts) names these
 * keys, the questionnaires' by their registry entry (shared-api). Each page is its own chunk, so
 * the login screen does not download the portal.
 */
const questionnaires = () => import('./features/questionnaires/pages');

export const pages: Record<string, ComponentType> = {
  login: lazy(() => import('./features/account/LoginPage')),
  register: lazy(() => import('./features/account/RegisterPage')),
  welcome: lazy(() => import('./features/account/WelcomePage')),
  resetRequest: lazy(() => import('./features/account/ResetRequestPage')),
  reset: lazy(() => import('./features/account/ResetPage')),
  account: lazy(() => import('./features/account/AccountPage')),
  sso: lazy(() => import('./features/account/SsoPage')),
  // In the account page's chunk: a chunk of its own costs every first page its entry in the chunk map.
  confirmDeletion: lazy(() => import('./features/account/AccountPage').then((m) => ({ default: m.ConfirmDeletionPage }))),
  portal: lazy(() => import('./features/portal/PortalPage')),
  preAssessment: lazy(() => import('./features/assessment/PreAssessmentPage')),
  assessment: lazy(() => import('./features/assessment/AssessmentPage')),
  reassessment: lazy(() => import('./features/assessment/ReassessmentPage')),
  postAssessment: lazy(() => import('./features/assessment/PostAssessmentPage')),
  classChooser: lazy(() => import('./features/classes/ClassChooserPage')),
  classDetail: lazy(() => import('./features/classes/ClassDetailPage')),
  publicClasses: lazy(() => import('./features/classes/PublicClassesPage')),
  checkout: lazy(() => import('./features/checkout/CheckoutPage')),
  checkoutSuccess: lazy(() => import('./features/checkout/CheckoutSuccessPage')),
  // The report's chart library is imported by the page itself, only when a report is drawn.
  results: lazy(() => import('./features/results/ResultsPage')),
  // The questionnaires share one chunk: they share all their code.
  ...Object.fromEntries(QUESTIONNAIRES.map(({ page }) => [page, lazy(() => questionnaires().then((m) => ({ default: m.questionnairePages[page] })))])),
};
