import { useState } from 'react';
import { Form, Formik } from 'formik';
import { encodeAnonymousLink, generateAnonymousSchema, MAX_ANONYMOUS, useGenerateAnonymousMutation, type AnonymousCredential } from 'shared-api';
import { Alert, Button, ErrorAlert, Modal, ModalActions, showFieldErrors, TextField, useT, type Translate, saveTextFile, fileNamePart } from 'shared-ui';
import type { TeamActionProps } from './types';

const schema = generateAnonymousSchema.pick(['NumUsers']);

/** The full /login?au= link that signs the user in (SPEC.md section 2; docs/decisions/002). */
export const anonymousLink = (origin: string, credential: AnonymousCredential) =>
  `${origin}/login?au=${encodeURIComponent(encodeAnonymousLink(credential))}`;

/** The downloaded list: a title, then a tab-separated table a spreadsheet opens, one user a line. */
export function anonymousFile(t: Translate, teamName: string, origin: string, credentials: readonly AnonymousCredential[]): string {
  const header = [t('userAdmin.field.name'), t('userAdmin.field.email'), t('userAdmin.field.password'), t('userAdmin.anon.link')];
  const lines = credentials.map((c) => [c.name, c.email, c.password, anonymousLink(origin, c)]);
  return [t('userAdmin.anon.fileTitle', { team: teamName }), '', ...[header, ...lines].map((cells) => cells.join('\t'))].join('\r\n') + '\r\n';
}

/** Team page: generate anonymous users (SPEC.md sections 5 and 7, /api/generate-anonymous); NumUsers starts at 0. */
export function AnonymousUsers({ teamId, teamName }: TeamActionProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [generate] = useGenerateAnonymousMutation();
  const [done, setDone] = useState<string>();
  const [failure, setFailure] = useState<unknown>();

  const close = () => {
    setOpen(false);
    setDone(undefined);
    setFailure(undefined);
  };

  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('userAdmin.anon.button')}
      </Button>
      <Modal open={open} title={t('userAdmin.anon.button')} onClose={close}>
        {done && <Alert variant="success">{done}</Alert>}
        {failure !== undefined && <ErrorAlert error={failure} vars={{ max: MAX_ANONYMOUS }} />}
        <Formik
          initialValues={{ NumUsers: '0' }}
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            setDone(undefined);
            setFailure(undefined);
            try {
              const reply = await generate({ teamId, numUsers: Number(values.NumUsers) }).unwrap();
              saveTextFile(`anonymous-users-${fileNamePart(teamName)}.txt`, anonymousFile(t, teamName, window.location.origin, reply.credentials));
              setDone(reply.msg);
            } catch (error) {
              if (!showFieldErrors(error, helpers)) setFailure(error);
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <TextField
                name="NumUsers"
                type="number"
                min={0}
                max={MAX_ANONYMOUS}
                label={t('userAdmin.anon.number')}
                hint={t('userAdmin.anon.hint')}
                messageVars={{ max: MAX_ANONYMOUS }}
              />
              <ModalActions>
                <Button variant="secondary" onClick={close}>
                  {t('common.close')}
                </Button>
                <Button type="submit" disabled={isSubmitting}>
                  {t('userAdmin.anon.submit')}
                </Button>
              </ModalActions>
            </Form>
          )}
        </Formik>
      </Modal>
    </>
  );
}
