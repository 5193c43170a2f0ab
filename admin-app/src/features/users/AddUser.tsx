import { useState } from 'react';
import { Form, Formik } from 'formik';
import { addUserSchema, generatePassword, readSession, useAddUserMutation } from 'shared-api';
import { CheckboxField, Alert, Button, ErrorAlert, Modal, ModalActions, showFieldErrors, TextField, useT, saveTextFile, fileNamePart } from 'shared-ui';
import type { TeamActionProps } from './types';

const blank = () => ({ name: '', email: '', password: generatePassword(), admin: false, teamLeader: false });

/**
 * Team page: add one user (SPEC.md sections 5 and 7, /api/add-user). The password is a generated
 * one, typed over only for the platform team; the Website Admin box is shown to admins for every
 * team but enabled only for the platform team (as on the edit form); the Team Leader box only for
 * admins (leaders cannot grant either). On success the sign-in details are downloaded as a text file.
 */
export function AddUser({ teamId, isPlatform }: TeamActionProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [addUser] = useAddUserMutation();
  const [done, setDone] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const callerIsAdmin = readSession()?.admin ?? false;

  const close = () => {
    setOpen(false);
    setDone(undefined);
    setFailure(undefined);
  };

  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('userAdmin.addUser')}
      </Button>
      <Modal open={open} title={t('userAdmin.addUser')} onClose={close}>
        {done && <Alert variant="success">{done}</Alert>}
        {failure !== undefined && <ErrorAlert error={failure} />}
        <Formik
          initialValues={blank()}
          validationSchema={addUserSchema}
          onSubmit={async (values, helpers) => {
            setDone(undefined);
            setFailure(undefined);
            try {
              const reply = await addUser({ teamId, ...values, admin: isPlatform && values.admin }).unwrap();
              const [name, email] = [values.name.trim(), values.email.trim()];
              const details = t('userAdmin.credentialsFile', { name, email, password: values.password, url: `${window.location.origin}/login` });
              saveTextFile(`credentials-${fileNamePart(email)}.txt`, details);
              setDone(reply.message);
              helpers.resetForm({ values: blank() });
            } catch (error) {
              if (!showFieldErrors(error, helpers)) setFailure(error);
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <TextField name="name" label={t('userAdmin.field.name')} autoComplete="off" />
              <TextField name="email" type="email" label={t('userAdmin.field.email')} autoComplete="off" />
              <TextField name="password" label={t('userAdmin.field.password')} readOnly={!isPlatform} hint={t('userAdmin.passwordHint')} autoComplete="off" />
              {callerIsAdmin && (
                <CheckboxField name="admin" label={t('userAdmin.field.admin')} disabled={!isPlatform} hint={isPlatform ? undefined : t('userAdmin.adminHint')} />
              )}
              {callerIsAdmin && <CheckboxField name="teamLeader" label={t('userAdmin.field.teamLeader')} />}
              <p>{t('userAdmin.credentialsHint')}</p>
              <ModalActions>
                <Button variant="secondary" onClick={close}>
                  {t('common.close')}
                </Button>
                <Button type="submit" disabled={isSubmitting}>
                  {t('userAdmin.addUser')}
                </Button>
              </ModalActions>
            </Form>
          )}
        </Formik>
      </Modal>
    </>
  );
}
