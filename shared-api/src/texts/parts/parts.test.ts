import fs from 'node:fs';
import path from 'node:path';
import { dictionaries } from '../index';
import * as enAccount from './en.account';
import * as enBase from './en.base';
import * as enStaff from './en.staff';
import * as esAccount from './es.account';
import * as esBase from './es.base';
import * as esStaff from './es.staff';
import * as koAccount from './ko.account';
import * as koBase from './ko.base';
import * as koStaff from './ko.staff';
import * as ptAccount from './pt.account';
import * as ptBase from './pt.base';
import * as ptStaff from './pt.staff';

const PARTS = {
  ENG: [enBase, enStaff, enAccount],
  SPA: [esBase, esStaff, esAccount],
  KOR: [koBase, koStaff, koAccount],
  BRPT: [ptBase, ptStaff, ptAccount],
} as const;
const ROOT = path.resolve(__dirname, '../../../..');

/** Every key a participant's page, the shell or the design system names. */
function keysUsedOutsideTheAdmin(): Set<string> {
  const used = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const [, key] of fs.readFileSync(full, 'utf8').matchAll(/['"`]([a-zA-Z]+\.[\w.]+)['"`]/g)) used.add(key);
      }
    }
  };
  for (const root of ['participant-app/src', 'host/src', 'shared-ui/src']) walk(path.join(ROOT, root));
  return used;
}

describe.each(Object.entries(PARTS))('the %s texts in three parts', (language, [base, staff, account]) => {
  const whole = dictionaries[language as keyof typeof dictionaries];

  it('make the whole dictionary, each key in one part', () => {
    const all = [base, staff, account].flatMap((part) => Object.keys(part.texts));
    expect(all.filter((key, i) => all.indexOf(key) !== i)).toEqual([]);
    expect(all.sort()).toEqual(Object.keys(whole).sort());
  });

  it("keep out of the base part only what no participant's page, the shell or shared-ui names", () => {
    const used = keysUsedOutsideTheAdmin();
    expect(Object.keys(staff.texts).filter((key) => used.has(key))).toEqual([]);
  });
});
