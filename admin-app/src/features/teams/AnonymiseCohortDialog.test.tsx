// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { AnonymiseCohortDialog } from './AnonymiseCohortDialog';
import { signInAs } from './testData';

describe('AnonymiseCohortDialog (issue 26)', () => {
  beforeEach(() => signInAs('admin'));

  it('says how many it would reach, then anonymises them once confirmed', async () => {
    const calls = mockApi({
      '/api/anonymise-cohort': (req) =>
        req.headers.get('Preview') === 'true'
          ? { body: { msg: '2 participants would be anonymised.', users: 2 } }
          : { body: { msg: 'Anonymised 2 participants.', users: 2 } },
    });
    const onDone = jest.fn();
    const { user } = renderWithProviders(<AnonymiseCohortDialog teamId={7} cohort={{ id: 3, name: 'Spring' }} onClose={jest.fn()} onDone={onDone} />);
    const dialog = await screen.findByRole('dialog', { name: 'Anonymise Spring?' });
    expect(await within(dialog).findByText('2 participants would be anonymised.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(calls.filter((c) => c.path === '/api/anonymise-cohort')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Anonymise' }));
    expect(onDone).toHaveBeenCalledWith('Anonymised 2 participants.');
    const done = calls.filter((c) => c.path === '/api/anonymise-cohort')[1];
    expect([done.headers.get('TeamID'), done.headers.get('CohortId'), done.headers.get('Preview')]).toEqual(['7', '3', null]);
  });

  it('does nothing when cancelled', async () => {
    const calls = mockApi({ '/api/anonymise-cohort': { body: { msg: '0 participants would be anonymised.', users: 0 } } });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<AnonymiseCohortDialog teamId={7} cohort={{ id: 3, name: 'Spring' }} onClose={onClose} onDone={jest.fn()} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('0 participants would be anonymised.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls.filter((c) => c.path === '/api/anonymise-cohort')).toHaveLength(1);
  });
});
