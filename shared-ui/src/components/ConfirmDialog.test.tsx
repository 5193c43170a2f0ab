import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { ConfirmDialog } from './ConfirmDialog';

const refused = { status: 403, data: { error: 'FORBIDDEN', message: 'No.' } };

function renderDialog(onConfirm: () => Promise<void>, onError?: (error: unknown) => boolean, failureTitle?: string) {
  const { user } = renderWithProviders(
    <ConfirmDialog open title="Delete" confirmLabel="Delete" cancelLabel="Cancel" focusConfirm onConfirm={onConfirm} onError={onError} failureTitle={failureTitle} onCancel={() => undefined}>
      <p>Delete it?</p>
    </ConfirmDialog>,
  );
  return { user, dialog: screen.getByRole('dialog', { name: 'Delete' }) };
}

describe('ConfirmDialog with an action that answers', () => {
  it('starts on the confirm button when asked, and shows the failure of the action in the dialog', async () => {
    const { user, dialog } = renderDialog(() => Promise.reject(refused));
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/.+/);
    expect(confirm).toBeEnabled();
  });

  it('says what failed above the reason when given a failure title', async () => {
    const { user, dialog } = renderDialog(() => Promise.reject(refused), undefined, 'Could not delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Could not delete')).toBeInTheDocument();
    expect(alert).toHaveTextContent(/Could not delete.+/);
  });

  it('leaves a failure the caller takes to the caller', async () => {
    const onError = jest.fn(() => true);
    const { user, dialog } = renderDialog(() => Promise.reject(refused), onError);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('button', { name: 'Delete' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onError).toHaveBeenCalledWith(refused);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
