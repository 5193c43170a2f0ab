import { renderWithProviders } from '../testing';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

/** A dialog whose Send button goes away once pressed, as a form's step does when it is replaced. */
function Stepper({ onClose }: { onClose: () => void }) {
  const [sent, setSent] = useState(false);
  return (
    <Modal open title="Add Cohort" onClose={onClose}>
      <input aria-label="Cohort name" />
      <input aria-label="Team" data-autofocus />
      {!sent && <Button onClick={() => setSent(true)}>Send</Button>}
      {sent && <p>Sent</p>}
    </Modal>
  );
}

describe('Modal focus', () => {
  it('starts on the element marked data-autofocus rather than the close button', () => {
    renderWithProviders(<Stepper onClose={() => undefined} />);
    expect(screen.getByLabelText('Team')).toHaveFocus();
  });

  it('keeps Tab and Escape inside when the focused control went away', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<Stepper onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can leave out its × button for a dialog that has its own Close, and still closes with Escape', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <Modal open title="Done" onClose={onClose} closeButton={false}>
        <Button onClick={onClose}>Close</Button>
      </Modal>,
    );
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves the keys to the dialog on top', async () => {
    const below = jest.fn();
    const above = jest.fn();
    const { user } = renderWithProviders(
      <>
        <Modal open title="Below" onClose={below}>
          <Button>Below</Button>
        </Modal>
        <Modal open title="Above" onClose={above}>
          <Button>Above</Button>
        </Modal>
      </>,
    );
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(above).toHaveBeenCalledTimes(1);
    expect(below).not.toHaveBeenCalled();
  });
});
