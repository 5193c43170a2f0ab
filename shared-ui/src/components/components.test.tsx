import { useState } from 'react';
import { screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { renderWithProviders } from '../testing';
import { Alert, Badge, Button, ConfirmDialog, ErrorAlert, FormField, Input, Loading, Modal, serverFieldErrors, TextField } from './index';

describe('Button', () => {
  it('does not submit a form unless asked, and honours disabled', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button variant="secondary">Plain</Button>
        <Button type="submit" variant="danger" disabled>
          Send
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button');
  });
});

describe('Badge and Alert', () => {
  it('render their tone, text and links', () => {
    renderWithProviders(
      <>
        <Badge tone="green">Finished</Badge>
        <Alert variant="error">
          Failed. <a href="/reset-request">Reset</a>
        </Alert>
      </>,
    );
    expect(screen.getByText('Finished')).toHaveAttribute('data-tone', 'green');
    expect(screen.getByRole('alert')).toHaveAttribute('data-variant', 'error');
    expect(screen.getByRole('link', { name: 'Reset' })).toHaveAttribute('href', '/reset-request');
  });
});

function ModalHarness({ blocking = false }: { blocking?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal open={open} title="Add Cohort" blocking={blocking} onClose={() => setOpen(false)}>
        <input aria-label="Cohort name" />
        <Button>Save</Button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus, traps Tab and closes with Escape', async () => {
    const { user } = renderWithProviders(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Add Cohort' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { user } = renderWithProviders(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed when blocking', async () => {
    const { user } = renderWithProviders(<ModalHarness blocking />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('asks first, then confirms or cancels; Escape cancels; a busy dialog waits', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const dialog = (busy = false) => (
      <ConfirmDialog open title="Delete User" confirmLabel="Delete" cancelLabel="Cancel" danger busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
        <p>Delete Ana Lima?</p>
      </ConfirmDialog>
    );
    const { user, rerender } = renderWithProviders(dialog());
    expect(screen.getByRole('dialog', { name: 'Delete User' })).toHaveTextContent('Delete Ana Lima?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect([onConfirm.mock.calls.length, onCancel.mock.calls.length]).toEqual([1, 2]);
    rerender(dialog(true));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});

describe('TextField', () => {
  const schema = yup.object({ email: yup.string().required('validation.emailDomain') });

  it('shows the translated error under the field once touched, linked to the input', async () => {
    const { user } = renderWithProviders(
      <Formik initialValues={{ email: '' }} validationSchema={schema} onSubmit={() => undefined}>
        <Form>
          <TextField name="email" label="Email" hint="Your work address" messageVars={{ domain: '@acme.org' }} />
        </Form>
      </Formik>,
      { language: 'SPA' },
    );
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(input);
    await user.tab();
    const error = await screen.findByText('Ingrese su correo electrónico de @acme.org.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(input).toHaveAccessibleDescription('Your work address Ingrese su correo electrónico de @acme.org.');
  });
});

describe('FormField', () => {
  it('names its control with the label and links the error, without formik', () => {
    renderWithProviders(
      <FormField label="Age" error="Too young">
        {(control) => <Input {...control} type="number" />}
      </FormField>,
    );
    const input = screen.getByLabelText('Age');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too young');
  });
});

describe('errors', () => {
  it('translates a known error code, else shows the server message, else a generic text', () => {
    renderWithProviders(
      <>
        <ErrorAlert error={{ status: 404, data: { error: 'INVALID_ACCESS_TOKEN', message: 'x' } }} vars={{ email: 'help@x.org' }} />
        <ErrorAlert error={{ status: 418, data: { error: 'TEAPOT', message: 'Short and stout' } }} />
        <ErrorAlert error={{ status: 'FETCH_ERROR', error: 'offline' }} />
      </>,
    );
    const texts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(texts).toEqual([
      "We weren't able to find the access token you provided, please email us at help@x.org",
      'Short and stout',
      'Something went wrong on our side. Please try again.',
    ]);
  });

  it('reads the field errors of a validation answer', () => {
    expect(serverFieldErrors({ status: 400, data: { error: 'VALIDATION', errors: { email: 'validation.emailInvalid' } } })).toEqual({
      email: 'validation.emailInvalid',
    });
    expect(serverFieldErrors({ status: 401, data: { error: 'LOGIN_FAILED' } })).toBeUndefined();
  });

  it('shows a loading status', () => {
    renderWithProviders(<Loading />, { language: 'KOR' });
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중...');
  });
});
