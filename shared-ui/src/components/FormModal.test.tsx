import { screen, within } from '@testing-library/react';
import * as yup from 'yup';
import { renderWithProviders } from '../testing';
import { FormModal } from './FormModal';
import { TextField } from './TextField';

const schema = yup.object({ email: yup.string(), settings: yup.object({ slug: yup.string() }) });

/** A dialog whose submit throws or returns what the test gives it. */
function renderModal(answer: () => unknown, fieldOfCode?: Record<string, string>) {
  const onClose = jest.fn();
  const view = renderWithProviders(
    <FormModal
      title="Edit"
      onClose={onClose}
      cancelLabel="Cancel"
      submitLabel="Save"
      formLabel="Edit form"
      initialValues={{ email: 'a@b.c', settings: { slug: 'acme' } }}
      validationSchema={schema}
      fieldOfCode={fieldOfCode}
      onSubmit={async () => answer() as string | void}
    >
      <TextField name="email" label="Email" />
      <TextField name="settings.slug" label="Page address" />
    </FormModal>,
  );
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: 'Edit' }) };
}

const refusal = (data: object) => () => {
  throw { status: 400, data };
};

describe('FormModal', () => {
  it('shows the server’s msg and keeps the dialog open', async () => {
    const { user, dialog } = renderModal(() => 'Saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Saved.');
    expect(within(dialog).getByRole('form', { name: 'Edit form' })).toBeInTheDocument();
  });

  it('puts a validation answer’s messages on their fields, paths included, and no alert', async () => {
    const { user, dialog } = renderModal(refusal({ error: 'VALIDATION', errors: { email: 'validation.emailInvalid', 'settings.slug': 'validation.teamName' } }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByLabelText('Email')).toHaveAccessibleDescription(/valid email/i);
    expect(within(dialog).getByLabelText('Page address')).toHaveAccessibleDescription(/valid team name/i);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts a code about one field on that field, in the screen’s words', async () => {
    const { user, dialog } = renderModal(refusal({ error: 'SLUG_TAKEN', message: 'Taken.' }), { SLUG_TAKEN: 'settings.slug' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByLabelText('Page address')).toHaveAccessibleDescription(/.+/);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows any other failure, and errors about fields it does not have, above the fields', async () => {
    const { user, dialog } = renderModal(refusal({ error: 'VALIDATION', message: 'Not this form.', errors: { other: 'validation.teamName' } }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/.+/);
  });

  it('closes with its cancel button', async () => {
    const { user, dialog, onClose } = renderModal(() => undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('draws nothing when closed', () => {
    renderWithProviders(
      <FormModal open={false} title="Edit" onClose={() => undefined} cancelLabel="Cancel" submitLabel="Save" initialValues={{}} validationSchema={schema} onSubmit={() => undefined}>
        {null}
      </FormModal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
