import { expect, test } from '@playwright/test';
import { translate } from '../shared-api/src/texts';
import type { DictionaryKey } from '../shared-api/src/texts';
import { CARDS } from '../admin-app/src/features/dashboard/cards';
import { routes } from '../host/src/routes';
import { readCheckedScreens } from './support/a11y';

/**
 * Runs after all the journeys (the a11y-coverage project depends on them, playwright.config.ts):
 * every route of host/src/routes.ts, both pages of a route an admin sees differently, and the
 * dialogs that matter must have had their axe-core check (support/a11y.ts) during this run. A new
 * route without a journey that checks it fails here.
 */

/** The dialogs a journey must check open: every dashboard card's, and the confirmations. */
const DIALOGS: DictionaryKey[] = [
  ...CARDS.map((card) => card.title),
  'admin.linkCreated.title',
  'questionnaire.unansweredTitle',
  'userAdmin.csv.title',
  'userAdmin.delete',
  'classes.add',
  'classes.detail.openAssessment',
  'checkout.leave',
];

test('every route, both pages of an admin-specific route, and the dialogs that matter were checked for accessibility', () => {
  const checked = readCheckedScreens();
  const seconds = (checked.reduce((sum, s) => sum + s.ms, 0) / 1000).toFixed(1);
  console.log(`${checked.length} accessibility checks on ${new Set(checked.map((s) => s.route)).size} routes took ${seconds} s`);
  const minor = [...new Set(checked.flatMap((s) => s.minor.map((id) => `${id} on ${s.route}`)))];
  if (minor.length) console.log(`moderate or minor findings (not failed): ${minor.join(', ')}`);
  const seen = (route: string, admin?: boolean) => checked.some((s) => s.route === route && (admin === undefined || s.admin === admin));
  const missing = Object.entries(routes).flatMap(([path, route]) => {
    if (!('forAdmin' in route && route.forAdmin)) return seen(path) ? [] : [path];
    return [
      ...(seen(path, false) ? [] : [`${path} (participant)`]),
      ...(seen(path, true) ? [] : [`${path} (admin)`]),
    ];
  });
  expect(missing, 'routes never checked for accessibility').toEqual([]);

  const dialogs = new Set(checked.flatMap((s) => s.dialogs));
  const unchecked = DIALOGS.map((key) => translate('ENG', key)).filter((title) => !dialogs.has(title));
  expect(unchecked, 'dialogs never checked open').toEqual([]);
});
