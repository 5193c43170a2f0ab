// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen } from '@testing-library/react';
import { QUESTIONNAIRES } from 'shared-api';
import { translate } from 'shared-api/texts';
import { pages } from '../../pages';
import { logIn } from '../assessment/testData';
import { questionnairePages } from './pages';
import { sliderReply, surveyReply } from './testData';

/** The remote's questionnaire pages come from the registry: each entry has its page, asking its own call. */
describe.each(QUESTIONNAIRES.map((entry) => [entry.kind, entry] as const))('%s', (_kind, entry) => {
  beforeEach(() => {
    localStorage.clear();
    logIn();
  });

  it('is a page of the remote that fetches its questions and shows its title', async () => {
    expect(pages[entry.page]).toBeDefined();
    const calls = mockApi({ [entry.api.questions]: entry.screen === 'slider' ? sliderReply() : surveyReply() });
    const Page = questionnairePages[entry.page];
    renderWithProviders(<Page />, { route: entry.path });
    expect(await screen.findByRole('heading', { name: translate('ENG', entry.title) })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([entry.api.questions]);
  });
});
