/** What the team page gives each of its user actions. */
export interface TeamActionProps {
  teamId: number;
  teamName: string;
  /** The platform team (team 1): only its users may be website admins or get a chosen password. */
  isPlatform: boolean;
  /** The users ticked in the team's list. */
  selectedUserIds: number[];
}
