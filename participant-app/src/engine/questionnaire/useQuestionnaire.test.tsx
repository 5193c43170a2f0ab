// Before shared-api: it installs the fake fetch the API slice is built on.
import { renderWithProviders } from 'shared-ui/testing';
import { screen } from '@testing-library/react';
import { readWorkingValue } from 'shared-api';
import { QuestionnaireView } from './QuestionnaireView';
import type { PageProps, Registry } from './types';
import { useQuestionnaire } from './useQuestionnaire';

/** A made-up type, to show that a new questionnaire only registers its renderers. */
interface YesNoPage {
  type: string;
  question: string;
}

function YesNo({ page, index, values, update }: PageProps<YesNoPage>) {
  return (
    <label>
      <input type="checkbox" checked={values.answers[index]?.yes === 1} onChange={(e) => update.setAnswer(String(index), 'yes', e.target.checked ? 1 : undefined)} />
      {page.question}
    </label>
  );
}

const registry: Registry<YesNoPage> = {
  yesno: { Component: YesNo, isComplete: (_page, index, values) => values.answers[index]?.yes === 1 },
};
const scope = { userId: 5, flow: 'demo' };

function Demo({ pages, admin = false }: { pages: YesNoPage[]; admin?: boolean }) {
  const q = useQuestionnaire({ pages, registry, scope, admin });
  return <QuestionnaireView questionnaire={q} onSubmit={() => undefined} submitting={false} />;
}

/** The other questionnaires' mode: Next explains what is missing, and the last page submits. */
function Prompting({ pages, onSubmit }: { pages: YesNoPage[]; onSubmit: () => void }) {
  const q = useQuestionnaire({ pages, registry, scope, admin: false, whenIncomplete: 'prompt', reviewStep: false });
  return <QuestionnaireView questionnaire={q} onSubmit={onSubmit} submitting={false} title="Check-in" />;
}

describe('useQuestionnaire with a registry of its own', () => {
  beforeEach(() => localStorage.clear());

  it('draws registered types, gates Next on them and stores the page index', async () => {
    const { user } = renderWithProviders(<Demo pages={[{ type: 'yesno', question: 'Ready?' }, { type: 'yesno', question: 'Sure?' }]} />);
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(screen.getByText('1/2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Please answer every question on this page to continue.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Ready?' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
    // Outside the main assessment Back only stops at the first page.
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(readWorkingValue('pageIndex', scope)).toBe(1);
    expect(readWorkingValue('answers', scope)).toEqual({ 0: { yes: 1 } });
  });

  it('shows the fallback for a type the registry lacks, which an admin may skip', async () => {
    const { user } = renderWithProviders(<Demo admin pages={[{ type: 'slider', question: 'How much?' }]} />, { language: 'BRPT' });
    expect(screen.getByRole('heading', { name: 'Pergunta 1' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ops! Parece que algo deu errado.');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(screen.getByRole('heading', { name: 'Tudo pronto?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it("in 'prompt' mode opens the unanswered dialog instead of disabling Next, and submits from the last page", async () => {
    const onSubmit = jest.fn();
    const pages = [{ type: 'yesno', question: 'Ready?' }, { type: 'yesno', question: 'Sure?' }];
    const { user } = renderWithProviders(<Prompting pages={pages} onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { name: 'Check-in' })).toBeInTheDocument();
    expect(screen.queryByText('Please answer every question on this page to continue.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Question Unanswered' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    // Focus goes back to where the user was.
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: 'Ready?' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sure?' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'All Done?' })).not.toBeInTheDocument();
  });
});
