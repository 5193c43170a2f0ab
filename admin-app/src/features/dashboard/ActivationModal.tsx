import { audienceSchema, useActivateMutation, useDeactivateMutation } from 'shared-api';
import type { ActivationKind, ActivationRequest } from 'shared-api';
import { CheckboxField, useT } from 'shared-ui';
import { KINDS } from './activationKinds';
import { ChooseConfirmModal } from './DashboardModal';
import { PreviewReach, Reach } from './Reach';
import { ANY_COHORT, TeamCohortFields, useAudienceText, type TeamCohortValues } from './TeamCohortFields';
import { atOf, NOW, WhenConfirmation, WhenFields, whenSchema, type WhenValues } from './WhenFields';

interface ActivationValues extends TeamCohortValues, WhenValues {
  Notify: boolean;
}

const schema = audienceSchema.concat(whenSchema);

/**
 * Open Assessment, Activate Start of Class Questions, Results, Post-Class Assessments or
 * Reassessments & Send Emails, or (`undo`) closing again what one opened: a team and a cohort
 * (all cohorts is -1), now or at a later time, a confirmation naming them, how many users they
 * hold and how many it reaches now (the undo's with the danger button), then the server's msg.
 */
export function ActivationModal({ kind, undo = false, onClose }: { kind: ActivationKind; undo?: boolean; onClose: () => void }) {
  const t = useT();
  const texts = KINDS[kind];
  const audience = useAudienceText();
  const [activate] = useActivateMutation();
  const [deactivate] = useDeactivateMutation();
  const requestOf = (values: ActivationValues): ActivationRequest => {
    const { TeamID, CohortId } = audienceSchema.cast(values);
    return { kind, teamId: TeamID, cohortId: CohortId, at: atOf(values), notify: !undo && texts.notify && values.Notify };
  };
  return (
    <ChooseConfirmModal<ActivationValues>
      title={t(undo ? texts.undo : texts.title)}
      onClose={onClose}
      initialValues={{ TeamID: '', CohortId: ANY_COHORT, ...NOW, Notify: false }}
      validationSchema={schema}
      fields={
        <>
          <TeamCohortFields cohort="all" />
          <WhenFields />
          {texts.notify && !undo && <CheckboxField name="Notify" label={t('schedules.notify')} />}
        </>
      }
      submitLabel={t(undo ? 'admin.undo.submit' : texts.submit)}
      danger={undo}
      confirmation={(values) =>
        undo ? (
          <>
            <p>{t(texts.undoConfirm, { audience: audience(values) })}</p>
            <Reach values={values} audience={audience(values)} />
            <PreviewReach request={{ activation: requestOf(values), undo: true }} />
            <WhenConfirmation values={values} />
            <p>{t('admin.undo.kept')}</p>
          </>
        ) : (
          <>
            <p>{t(texts.confirm, { audience: audience(values) })}</p>
            <Reach values={values} audience={audience(values)} />
            <PreviewReach request={{ activation: requestOf(values), undo: false }} />
            <WhenConfirmation values={values} />
            {(texts.emails || (texts.notify && values.Notify)) && <p>{t('admin.activate.emailsSent')}</p>}
          </>
        )
      }
      send={async (values) => {
        const request = requestOf(values);
        return (await (undo ? deactivate(request) : activate(request)).unwrap()).msg;
      }}
    />
  );
}
