import type { Kysely } from 'kysely';
import { isSliderKind, questionnaireOf, type Language, type PortalDataResponse, type UpcomingQuestionnaire } from 'shared-api/contract';
import { translate, type DictionaryKey } from 'shared-api/texts';
import type { ReadCache } from '../../db/readCache';
import type { DB, ResponseKind, User } from '../../db/types';
import { canTakeAssessment, mustPayFirst } from '../assessment';
import { findCertificateDate, findCertificateLink } from '../certificates';
import { ASSESSMENT_PATHS, findQuestionnaireProgress, isAvailable, PORTAL_ORDER } from '../chain';
import { CURRENT_VERSION, loadQuestionnaires } from '../questionnaires';

/**
 * The main assessment and reassessment are not questionnaire content, so their portal names are
 * dictionary texts and their minutes constants: SPEC.md section 9 says the intro promises about
 * 20 minutes; the reassessment is one page of 24 seven-point statements.
 */
const ASSESSMENT_ENTRIES: Record<ResponseKind, { name: DictionaryKey; minutes: number }> = {
  assessment: { name: 'portal.item.assessment', minutes: 20 },
  reassessment: { name: 'portal.item.reassessment', minutes: 8 },
};

/**
 * SPEC.md section 2 "Portal" for `user`: what they can take now, in chain order (the main
 * assessment while open and unfinished, the reassessment while open, then every questionnaire
 * whose current round is opened for them and not yet answered: self-efficacy answered after class
 * is listed again once the reassessment opens it), results availability, their certificate's
 * download link (signed for the caller's session `sessionHash`) and their team's and class's slides.
 */
export async function findPortalData({ db, reads, user, sessionHash }: {
  db: Kysely<DB>;
  reads: ReadCache;
  user: User;
  sessionHash: string;
}): Promise<PortalDataResponse> {
  // All but the link, which is signed for the asking session: the user's rows, their team's
  // slides and their class's (tags u, t, c).
  const portal = await reads.get(`portal:${user.id}`, async () => ({
    value: await readPortal({ db, user }),
    tags: [`u:${user.id}`, `t:${user.team_id}`, ...(user.class_id === null ? [] : [`c:${user.class_id}`])],
  }));
  const certLink = portal.hasCert ? await findCertificateLink({ db, userId: user.id, sessionHash }) : '';
  return { ...portal, certLink };
}

async function readPortal({ db, user }: { db: Kysely<DB>; user: User }): Promise<PortalDataResponse> {
  const progress = await findQuestionnaireProgress({ db, userId: user.id });
  const content = loadQuestionnaires(CURRENT_VERSION);
  const language: Language = user.language;

  const upcoming: UpcomingQuestionnaire[] = [];
  for (const step of PORTAL_ORDER) {
    if (step === 'assessment' || step === 'reassessment') {
      const open = step === 'assessment' ? canTakeAssessment(user) : user.reassessment_active;
      if (!open) continue;
      const entry = ASSESSMENT_ENTRIES[step];
      // An unpaid seat of a priced class: the assessment waits for the payment, so the card leads there.
      const unpaid = step === 'assessment' && (await mustPayFirst(db, user));
      upcoming.push({
        url_ending: unpaid ? 'checkout' : ASSESSMENT_PATHS[step].slice(1),
        user_display_name: translate(language, entry.name),
        completion_time: entry.minutes,
      });
    } else if (isAvailable(progress, step, false)) {
      const listing = isSliderKind(step) ? content.slider[step] : content.survey[step];
      upcoming.push({
        url_ending: questionnaireOf(step).path.slice(1),
        user_display_name: listing.name[language],
        completion_time: listing.minutes,
      });
    }
  }

  const hasCert = (await findCertificateDate({ db, userId: user.id })) !== null;
  return {
    name: user.name,
    upcoming,
    certLink: '',
    hasCert,
    resultsActive: user.results_active,
    resultsDatetime: user.results_activated_at ? user.results_activated_at.toISOString() : null,
    slides: await findSlides({ db, user }),
  };
}

/** The team's slides and its class's. */
function findSlides({ db, user }: { db: Kysely<DB>; user: User }) {
  let slides = db.selectFrom('slides').select(['title', 'url']).where('team_id', '=', user.team_id);
  slides = user.class_id === null
    ? slides.where('class_id', 'is', null)
    : slides.where((eb) => eb.or([eb('class_id', 'is', null), eb('class_id', '=', user.class_id)]));
  return slides.orderBy('id').execute();
}
