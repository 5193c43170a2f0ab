import { useState } from 'react';
import { encodeAnonymousLink, fileNamePart, generateAnonymousSchema, MAX_ANONYMOUS, saveTextFile, useGenerateAnonymousMutation, type AnonymousCredential } from 'shared-api';
import { Button, FormModal, TextField, useT, type Translate } from 'shared-ui';
import { NO_COHORT, TeamCohortSelect } from './TeamCohortSelect';
import type { TeamActionProps } from './types';

const schema = generateAnonymousSchema.pick(['NumUsers', 'CohortId']);

/** The full /login?au= link that signs the user in (SPEC.md section 2; docs/decisions/002). */
export const anonymousLink = (origin: string, credential: AnonymousCredential) =>
  `${origin}/login?au=${encodeURIComponent(encodeAnonymousLink(credential))}`;

/** The downloaded list: a title, then a tab-separated table a spreadsheet opens, one user a line. */
export function anonymousFile(t: Translate, teamName: string, origin: string, credentials: readonly AnonymousCredential[]): string {
  const header = [t('userAdmin.field.name'), t('userAdmin.field.email'), t('userAdmin.field.password'), t('userAdmin.anon.link')];
  const lines = credentials.map((c) => [c.name, c.email, c.password, anonymousLink(origin, c)]);
  return [t('userAdmin.anon.fileTitle', { team: teamName }), '', ...[header, ...lines].map((cells) => cells.join('\t'))].join('\r\n') + '\r\n';
}

/**
 * Team page: generate anonymous users (SPEC.md sections 5 and 7, /api/generate-anonymous) in one
 * of the team's cohorts or none (issue 22); NumUsers starts at 0.
 */
export function AnonymousUsers({ teamId, teamName }: TeamActionProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [generate] = useGenerateAnonymousMutation();

  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('userAdmin.anon.button')}
      </Button>
      <FormModal
        open={open}
        title={t('userAdmin.anon.button')}
        onClose={() => setOpen(false)}
        cancelLabel={t('common.close')}
        initialValues={{ NumUsers: '0', CohortId: NO_COHORT }}
        validationSchema={schema}
        submitLabel={t('userAdmin.anon.submit')}
        errorVars={{ max: MAX_ANONYMOUS }}
        onSubmit={async (values) => {
          const reply = await generate({ teamId, cohortId: Number(values.CohortId), numUsers: Number(values.NumUsers) }).unwrap();
          saveTextFile(`anonymous-users-${fileNamePart(teamName)}.txt`, anonymousFile(t, teamName, window.location.origin, reply.credentials));
          return reply.msg;
        }}
      >
        <TextField
          name="NumUsers"
          type="number"
          min={0}
          max={MAX_ANONYMOUS}
          label={t('userAdmin.anon.number')}
          hint={t('userAdmin.anon.hint')}
          messageVars={{ max: MAX_ANONYMOUS }}
        />
        <TeamCohortSelect teamId={teamId} />
      </FormModal>
    </>
  );
}
