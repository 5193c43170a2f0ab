import { audienceSchema, useActivateMutation } from 'shared-api';
import type { ActivationKind } from 'shared-api';
import type { DictionaryKey } from 'shared-api/texts/lazy';
import { useT } from 'shared-ui';
import { ChooseConfirmModal } from './DashboardModal';
import { ANY_COHORT, TeamCohortFields, useAudienceText, type TeamCohortValues } from './TeamCohortFields';

/** Each activation card: its title, its confirmation question, and whether it sends emails. */
const KINDS: Record<ActivationKind, { title: DictionaryKey; confirm: DictionaryKey; emails: boolean }> = {
  preClass: { title: 'admin.card.activatePreClass', confirm: 'admin.activate.confirm.preClass', emails: false },
  results: { title: 'admin.card.activateResults', confirm: 'admin.activate.confirm.results', emails: false },
  postAssessment: { title: 'admin.card.activatePostClass', confirm: 'admin.activate.confirm.postAssessment', emails: false },
  reassessment: { title: 'admin.card.activateReassessment', confirm: 'admin.activate.confirm.reassessment', emails: true },
};

/**
 * Activate Start of Class Questions, Results, Post-Class Assessments or Reassessments & Send
 * Emails: a team and a cohort (all cohorts is -1), a confirmation, then the server's msg.
 */
export function ActivationModal({ kind, onClose }: { kind: ActivationKind; onClose: () => void }) {
  const t = useT();
  const { title, confirm, emails } = KINDS[kind];
  const audience = useAudienceText();
  const [activate] = useActivateMutation();
  return (
    <ChooseConfirmModal<TeamCohortValues>
      title={t(title)}
      onClose={onClose}
      initialValues={{ TeamID: '', CohortId: ANY_COHORT }}
      validationSchema={audienceSchema}
      fields={<TeamCohortFields cohort="all" />}
      submitLabel={t('admin.activate.submit')}
      confirmation={(values) => (
        <>
          <p>{t(confirm, { audience: audience(values) })}</p>
          {emails && <p>{t('admin.activate.emailsSent')}</p>}
        </>
      )}
      send={async (values) => {
        const { TeamID, CohortId } = audienceSchema.cast(values);
        return (await activate({ kind, teamId: TeamID, cohortId: CohortId }).unwrap()).msg;
      }}
    />
  );
}
