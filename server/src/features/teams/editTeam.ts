import type { Kysely, Updateable } from 'kysely';
import type { AuditFact, DepartmentNode, EditableTeamSettings } from 'shared-api/contract';
import { isUniqueViolation } from '../../db/errors';
import type { DB, TeamsTable } from '../../db/types';
import { AppError } from '../../http/errors';
import { recordAudit, type Actor } from '../audit';

export interface TeamChanges {
  name: string;
  /** Each part left undefined stays as it is. */
  departments?: DepartmentNode[];
  emailDomains?: string[];
  settings?: Partial<EditableTeamSettings>;
  /** Replaces the team's own slides (its classes' slides are not touched). */
  slides?: { title: string; url: string }[];
}

/** The settings the audit log states as they are (the language is named in the reader's). */
const SETTING_FACTS = ['publicSlug', 'postAssessmentForm', 'resultsSoonMessage', 'academyQuestion', 'civilianForm'] as const;

/** What an edit set: the name itself, and each part that was sent. */
function editFacts({ name, departments, emailDomains, settings = {}, slides }: TeamChanges): AuditFact[] {
  const facts: AuditFact[] = [{ fact: 'name', value: name }];
  if (departments) facts.push({ fact: 'departments' });
  if (emailDomains) facts.push({ fact: 'emailDomains', value: emailDomains });
  for (const fact of SETTING_FACTS) if (settings[fact] !== undefined) facts.push({ fact, value: settings[fact] });
  if (settings.language !== undefined) facts.push({ fact: 'language', value: { language: settings.language } });
  if (slides) facts.push({ fact: 'slides', value: slides.length });
  return facts;
}

/** /api/edit-team, all or nothing; a public class page address another team has is 409 SLUG_TAKEN. */
export async function editTeam({ db, teamId, changes, actor }: { db: Kysely<DB>; teamId: number; changes: TeamChanges; actor: Actor }): Promise<void> {
  const { name, departments, emailDomains, settings = {}, slides } = changes;
  const row: Updateable<TeamsTable> = { name };
  if (departments) row.departments = JSON.stringify(departments);
  if (emailDomains) row.email_domains = JSON.stringify(emailDomains);
  if (settings.publicSlug !== undefined) row.public_slug = settings.publicSlug;
  if (settings.postAssessmentForm !== undefined) row.post_assessment_form = settings.postAssessmentForm;
  if (settings.resultsSoonMessage !== undefined) row.results_soon_message = settings.resultsSoonMessage;
  if (settings.academyQuestion !== undefined) row.academy_question = settings.academyQuestion;
  if (settings.civilianForm !== undefined) row.civilian_form = settings.civilianForm;
  if (settings.language !== undefined) row.language = settings.language;
  try {
    await db.transaction().execute(async (trx) => {
      const updated = await trx.updateTable('teams').set(row).where('id', '=', teamId).executeTakeFirst();
      if (!updated.numUpdatedRows) throw new AppError('NOT_FOUND', { extra: { field: 'TeamID' } });
      await recordAudit(trx, actor, { action: 'teamEdited', teamId, target: [{ kind: 'team', id: teamId }], facts: editFacts(changes) });
      if (!slides) return;
      await trx.deleteFrom('slides').where('team_id', '=', teamId).where('class_id', 'is', null).execute();
      if (slides.length) await trx.insertInto('slides').values(slides.map((s) => ({ team_id: teamId, title: s.title, url: s.url }))).execute();
    });
  } catch (err) {
    // public_slug is the only unique column written here.
    if (isUniqueViolation(err)) throw new AppError('SLUG_TAKEN', { extra: { field: 'settings.publicSlug' } });
    throw err;
  }
}
