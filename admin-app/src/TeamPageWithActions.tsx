import styled from 'styled-components';
import { theme } from 'shared-ui';
import { DownloadResponsesButton, DownloadResultsButton } from './features/downloads';
import { TeamPage, type TeamActionContext } from './features/teams';
import { ActivateResults, AddUser, AnonymousUsers, CsvUpload, MoveUsers, OpenAssessment, WelcomeEmails } from './features/users';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

/**
 * The team page with the actions other features own (SPEC.md section 2, team detail): the teams
 * feature knows none of them, so they meet here, where the remote assembles its pages.
 */
function TeamActions(ctx: TeamActionContext) {
  return (
    <Actions>
      <AddUser {...ctx} />
      <CsvUpload {...ctx} />
      <AnonymousUsers {...ctx} />
      <WelcomeEmails {...ctx} />
      <OpenAssessment {...ctx} />
      <ActivateResults {...ctx} />
      <MoveUsers {...ctx} />
      <DownloadResultsButton teamId={ctx.teamId} teamName={ctx.teamName} />
      <DownloadResponsesButton teamId={ctx.teamId} teamName={ctx.teamName} />
    </Actions>
  );
}

export function TeamPageWithActions() {
  return <TeamPage renderActions={(ctx) => <TeamActions {...ctx} />} />;
}
