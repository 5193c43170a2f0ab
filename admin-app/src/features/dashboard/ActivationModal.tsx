import { ACTIVATIONS, audienceSchema, useActivateMutation, useDeactivateMutation } from 'shared-api';
import type { ActivationKind } from 'shared-api';
import type { DictionaryKey } from 'shared-api/texts/lazy';
import { CheckboxField, useT } from 'shared-ui';
import { ChooseConfirmModal } from './DashboardModal';
import { Reach } from './Reach';
import { ANY_COHORT, TeamCohortFields, useAudienceText, type TeamCohortValues } from './TeamCohortFields';
import { atOf, NOW, WhenConfirmation, WhenFields, whenSchema, type WhenValues } from './WhenFields';

interface Kind {
  title: DictionaryKey;
  submit: DictionaryKey;
  confirm: DictionaryKey;
  /** The undo's title (its card button) and question. */
  undo: DictionaryKey;
  undoConfirm: DictionaryKey;
  /** The activation emails the participants. */
  emails: boolean;
  /** The activation may email those it reaches, if the admin asks (header Notify). */
  notify?: boolean;
}

interface ActivationValues extends TeamCohortValues, WhenValues {
  Notify: boolean;
}

const schema = audienceSchema.concat(whenSchema);

const KINDS: Record<ActivationKind, Kind> = {
  assessment: {
    title: 'admin.card.openAssessment',
    submit: 'admin.activate.open',
    confirm: 'admin.activate.confirm.assessment',
    undo: 'admin.undo.assessment',
    undoConfirm: 'admin.undo.confirm.assessment',
    emails: false,
  },
  preClass: {
    title: 'admin.card.activatePreClass',
    submit: 'admin.activate.submit',
    confirm: 'admin.activate.confirm.preClass',
    undo: 'admin.undo.preClass',
    undoConfirm: 'admin.undo.confirm.preClass',
    emails: false,
  },
  results: {
    title: 'admin.card.activateResults',
    submit: 'admin.activate.submit',
    confirm: 'admin.activate.confirm.results',
    undo: 'admin.undo.results',
    undoConfirm: 'admin.undo.confirm.results',
    emails: false,
    notify: true,
  },
  postAssessment: {
    title: 'admin.card.activatePostClass',
    submit: 'admin.activate.submit',
    confirm: 'admin.activate.confirm.postAssessment',
    undo: 'admin.undo.postAssessment',
    undoConfirm: 'admin.undo.confirm.postAssessment',
    emails: false,
  },
  reassessment: {
    title: 'admin.card.activateReassessment',
    submit: 'admin.activate.submit',
    confirm: 'admin.activate.confirm.reassessment',
    undo: 'admin.undo.reassessment',
    undoConfirm: 'admin.undo.confirm.reassessment',
    emails: true,
  },
};

/** The action names of these calls (/api/<action>), as a planned action carries them. */
const ACTION_TITLES: ReadonlyMap<string, DictionaryKey> = new Map(
  (Object.keys(KINDS) as ActivationKind[]).flatMap((kind) => [
    [`activate-${ACTIVATIONS[kind]}-by-team-cohort`, KINDS[kind].title],
    [`deactivate-${ACTIVATIONS[kind]}-by-team-cohort`, KINDS[kind].undo],
  ]),
);

/** A planned activation's name, as its card or undo button says it; undefined for any other action. */
export const activationTitle = (action: string): DictionaryKey | undefined => ACTION_TITLES.get(action);

/**
 * Open Assessment, Activate Start of Class Questions, Results, Post-Class Assessments or
 * Reassessments & Send Emails, or (`undo`) closing again what one opened: a team and a cohort
 * (all cohorts is -1), now or at a later time, a confirmation naming them and how many users they
 * hold (the undo's with the danger button), then the server's msg.
 */
export function ActivationModal({ kind, undo = false, onClose }: { kind: ActivationKind; undo?: boolean; onClose: () => void }) {
  const t = useT();
  const texts = KINDS[kind];
  const audience = useAudienceText();
  const [activate] = useActivateMutation();
  const [deactivate] = useDeactivateMutation();
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
            <WhenConfirmation values={values} />
            <p>{t('admin.undo.kept')}</p>
          </>
        ) : (
          <>
            <p>{t(texts.confirm, { audience: audience(values) })}</p>
            <Reach values={values} audience={audience(values)} />
            <WhenConfirmation values={values} />
            {(texts.emails || (texts.notify && values.Notify)) && <p>{t('admin.activate.emailsSent')}</p>}
          </>
        )
      }
      send={async (values) => {
        const { TeamID, CohortId } = audienceSchema.cast(values);
        const notify = !undo && texts.notify && values.Notify;
        const request = { kind, teamId: TeamID, cohortId: CohortId, at: atOf(values), notify };
        return (await (undo ? deactivate(request) : activate(request)).unwrap()).msg;
      }}
    />
  );
}
