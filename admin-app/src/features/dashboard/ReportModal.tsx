import { useNavigate } from 'react-router-dom';
import { audienceSchema } from 'shared-api';
import { FormModal, useT } from 'shared-ui';
import { ANY_COHORT, TeamCohortFields, type TeamCohortValues } from './TeamCohortFields';

/** Cohort report (issue 23): a team and one of its cohorts, or all of them, then that report's page. */
export function ReportModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <FormModal<TeamCohortValues>
      title={t('report.title')}
      onClose={onClose}
      cancelLabel={t('admin.form.cancel')}
      initialValues={{ TeamID: '', CohortId: ANY_COHORT }}
      validationSchema={audienceSchema}
      submitLabel={t('report.card.open')}
      onSubmit={(values) => {
        const { TeamID, CohortId } = audienceSchema.cast(values);
        navigate(`/report?teamId=${TeamID}&cohortId=${CohortId}`);
      }}
    >
      <TeamCohortFields cohort="all" />
    </FormModal>
  );
}
