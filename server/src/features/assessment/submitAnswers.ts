import type { Kysely } from 'kysely';
import type { NextUrlResponse } from 'shared-api/contract';
import type { Config } from '../../config';
import { openWaitingResults } from './openWaitingResults';
import type { DB, ResponseKind, StoredScores, User } from '../../db/types';
import { allows, type Caller } from '../../http/authorize';
import { AppError, invalidField } from '../../http/errors';
import { isUniqueViolation } from '../../db/errors';
import { readAssessmentAnswers, readReassessmentAnswers } from './answers';
import { nextUrlAfter } from '../chain';
import { assertIdeasSaved } from './freeform';
import { CURRENT_VERSION, loadInstrument, type Instrument } from './instrument/content';
import { floatArray, itemScores } from './instrument/itemScores';
import { scoreAssessment, scoreReassessment } from './instrument/scoring';
import { findTeamForm } from './findQuestions';
import { canTakeAssessment, mustPayFirst } from './openChecks';

function instrumentFor(version: unknown): Instrument {
  if (version === undefined || version === null) return loadInstrument(CURRENT_VERSION);
  if (typeof version !== 'string') throw invalidField('version', 'a content version such as "v1"');
  try {
    return loadInstrument(version);
  } catch {
    throw invalidField('version', 'no such content version');
  }
}

const alreadySubmitted = () => new AppError('ALREADY_SUBMITTED');

/**
 * POST /api/answers for `user` (the caller, or whoever an admin named). Order of refusals:
 * 409 ALREADY_SUBMITTED, 403 ASSESSMENT_NOT_ACTIVE (participants only), 400 VALIDATION /
 * TIMER_EXPIRED; then the response is scored with the version it answered and stored with the
 * user's new state in one transaction, so a refusal never leaves anything written. The body's
 * `questions` (the client's echo of what it showed) is ignored: the server's content is the truth.
 */
export async function submitAnswers({ db, config, caller, user, body }: {
  db: Kysely<DB>;
  config: Config;
  caller: Caller;
  user: User;
  body: Record<string, unknown>;
}): Promise<NextUrlResponse> {
  if (body.reassess !== undefined && typeof body.reassess !== 'boolean') throw invalidField('reassess', 'true or false');
  const kind: ResponseKind = body.reassess ? 'reassessment' : 'assessment';
  const instrument = instrumentFor(body.version);
  const existing = await db.selectFrom('assessment_responses').select('id').where('user_id', '=', user.id).where('kind', '=', kind).executeTakeFirst();
  if (existing) throw alreadySubmitted();
  const open = kind === 'assessment' ? canTakeAssessment(user) && !(await mustPayFirst(db, user)) : user.reassessment_active;
  const bypass = allows(caller, 'skipOpenChecks');
  if (!bypass && !open) throw new AppError('ASSESSMENT_NOT_ACTIVE');

  const row = kind === 'assessment'
    ? await readAssessment({ db, instrument, user, body, admin: bypass })
    : readReassessment({ instrument, body, admin: bypass });

  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('assessment_responses')
        .values({
          user_id: user.id,
          kind,
          version: instrument.version,
          answers: JSON.stringify(row.answers),
          text_answers: JSON.stringify(row.textAnswers),
          demographics: JSON.stringify(row.demographics),
          scores: JSON.stringify(row.scores),
          item_scores: floatArray(itemScores(instrument, kind, row.answers)),
        })
        .execute();
      await trx
        .updateTable('users')
        .set(kind === 'assessment' ? { finished_assessment: true } : { reassessment_active: false })
        .where('id', '=', user.id)
        .execute();
      if (kind === 'assessment') await openWaitingResults(trx, config, user.id);
    });
  } catch (err) {
    // Two submissions racing past the check above: the unique constraint decides.
    if (isUniqueViolation(err)) throw alreadySubmitted();
    throw err;
  }
  return { nextUrl: await nextUrlAfter({ db, user, admin: bypass, after: kind }) };
}

interface StoredRow {
  answers: Record<string, Record<string, number>>;
  textAnswers: Record<string, { id: number | string; text: string }[]>;
  demographics: Record<string, string | number>;
  scores: StoredScores;
}

async function readAssessment({ db, instrument, user, body, admin }: {
  db: Kysely<DB>;
  instrument: Instrument;
  user: User;
  body: Record<string, unknown>;
  admin: boolean;
}): Promise<StoredRow> {
  const form = await findTeamForm({ db, user, instrument, language: user.language });
  const parsed = readAssessmentAnswers({ instrument, answers: body.answers, textAnswers: body.textAnswers, admin, form: form.fields });
  await assertIdeasSaved({ db, userId: user.id, ideas: parsed.ideas });
  const scores = scoreAssessment({ instrument, answers: parsed.ratings, textAnswers: parsed.ideas });
  return { answers: parsed.ratings, textAnswers: parsed.ideas, demographics: parsed.demographics, scores };
}

function readReassessment({ instrument, body, admin }: { instrument: Instrument; body: Record<string, unknown>; admin: boolean }): StoredRow {
  const ratings = readReassessmentAnswers({ instrument, answers: body.answers, admin });
  const scores = scoreReassessment({ instrument, answers: ratings });
  return { answers: { 0: ratings }, textAnswers: {}, demographics: {}, scores };
}
