import { ALL_COHORTS, editAccessLinkSchema, useEditAccessLinkMutation, type AccessLink } from 'shared-api';
import { CheckboxField, FormField, FormModal, Select, TextField, useT } from 'shared-ui';

const schema = editAccessLinkSchema.pick(['CohortId', 'EmailDesc']);

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local input shows it: the manager's own clock. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The input's local time as the instant the server stores; empty is a link that never ends. */
const fromLocalInput = (local: string) => (local ? new Date(local).toISOString() : '');

export interface EditLinkDialogProps {
  link: AccessLink;
  /** The team's cohorts, id to name. */
  cohorts: Record<string, string>;
  onClose: () => void;
}

/** Switches a link off or on, and sets its end, its cohort and the email ending it accepts. */
export function EditLinkDialog({ link, cohorts, onClose }: EditLinkDialogProps) {
  const t = useT();
  const [editAccessLink] = useEditAccessLinkMutation();
  return (
    <FormModal
      title={t('cohorts.links.editTitle', { value: link.value })}
      onClose={onClose}
      initialValues={{
        Disabled: link.disabled,
        ExpiresAt: toLocalInput(link.expires_at),
        CohortId: String(link.cohortID),
        EmailDesc: link.email_desc ?? '',
      }}
      validationSchema={schema}
      submitLabel={t('cohorts.save')}
      cancelLabel={t('cohorts.cancel')}
      onSubmit={async (values) =>
        (
          await editAccessLink({
            linkText: link.value,
            disabled: values.Disabled,
            expiresAt: fromLocalInput(values.ExpiresAt),
            cohortId: Number(values.CohortId),
            emailDesc: values.EmailDesc.trim(),
          }).unwrap()
        ).msg
      }
    >
      {({ getFieldProps }) => (
        <>
          <CheckboxField name="Disabled" label={t('cohorts.links.disabled')} />
          <TextField name="ExpiresAt" type="datetime-local" label={t('cohorts.links.expiresAt')} hint={t('cohorts.links.expiresAtHint')} />
          <FormField label={t('cohorts.links.cohort')}>
            {(control) => (
              <Select {...control} {...getFieldProps('CohortId')}>
                <option value={String(ALL_COHORTS)}>{t('cohorts.links.wholeTeam')}</option>
                {Object.entries(cohorts).map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <TextField name="EmailDesc" label={t('cohorts.links.emailDesc')} hint={t('cohorts.links.emailDescHint')} placeholder="example.org" />
        </>
      )}
    </FormModal>
  );
}
