import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  addAccessLinkSchema, addCohortSchema, addTeamSchema, cohortIdSchema, cohortOrNull, editAccessLinkSchema, editCohortSchema, editTeamSchema, teamIdSchema,
  type AccessLinksResponse, type AddCohortResponse, type AddTeamResponse, type CohortsResponse, type Language, type MsgResponse,
  type TeamsByRecencyResponse, type TeamUsersResponse,
} from 'shared-api/contract';
import type { DB } from '../../db/types';
import { requireUser } from '../../http/auth';
import type { Caller } from '../../http/authorize';
import { requestCount, requestText } from '../../http/language';
import { route } from '../../http/route';
import { accessLink, cohort, team, type AccessLinkTarget } from '../../http/targets';
import { createAccessLink } from './createAccessLink';
import { createCohort } from './createCohort';
import { createTeam } from './createTeam';
import { deleteCohort } from './deleteCohort';
import { deleteTeam } from './deleteTeam';
import { editAccessLink } from './editAccessLink';
import { editCohort } from './editCohort';
import { editTeam } from './editTeam';
import { findTeamDetail } from './findTeamDetail';
import { listAccessLinks } from './listAccessLinks';
import { listCohorts } from './listCohorts';
import { listTeamsByRecency } from './listTeamsByRecency';


/** The teams whose lists the caller sees: every team for an admin (undefined), else those they lead. */
const managedTeams = (caller: Caller): readonly number[] | undefined => (caller.admin ? undefined : caller.teamLead);

/**
 * Admin dashboard and team page calls (SPEC.md section 7). Creating, editing and deleting a team
 * are for admins; a team leader manages the cohorts and links of the teams they lead,
 * sees only those in the lists, and sees those teams' pages (users, departments, domains).
 */
export async function teamRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  route(app, {
    url: '/api/add-team',
    access: 'admin',
    input: { schema: addTeamSchema },
    handler: async (req, { teamName }): Promise<AddTeamResponse> => {
      const id = await createTeam({ db, name: teamName, actor: requireUser(req) });
      return { id, msg: requestText(req, 'teams.created') };
    },
  });

  route(app, {
    url: '/api/add-cohort',
    access: 'manageTeam',
    input: { schema: addCohortSchema },
    target: team(({ TeamID }) => TeamID),
    handler: async (req, { TeamID, CohortName }): Promise<AddCohortResponse> => {
      const id = await createCohort({ db, teamId: TeamID, name: CohortName, actor: requireUser(req) });
      return { id, msg: requestText(req, 'teams.cohortCreated') };
    },
  });

  route(app, {
    url: '/api/add-access-token',
    access: 'manageTeam',
    input: { schema: addAccessLinkSchema },
    target: team(({ TeamID }) => TeamID),
    handler: async (req, { TeamID, CohortId, LinkText }): Promise<MsgResponse> => {
      await createAccessLink({ db, teamId: TeamID, cohortId: cohortOrNull(CohortId), value: LinkText, actor: requireUser(req) });
      return { msg: requestText(req, 'teams.linkCreated') };
    },
  });

  route(app, {
    url: '/api/edit-cohort',
    access: 'manageTeam',
    input: { schema: editCohortSchema },
    target: cohort(({ CohortId }) => CohortId),
    handler: async (req, { CohortId, CohortName }): Promise<MsgResponse> => {
      await editCohort({ db, cohortId: CohortId, name: CohortName, actor: requireUser(req) });
      return { msg: requestText(req, 'cohorts.renamed', { name: CohortName }) };
    },
  });

  route(app, {
    url: '/api/delete-cohort',
    access: 'manageTeam',
    input: { schema: cohortIdSchema },
    target: cohort(({ CohortId }) => CohortId),
    handler: async (req, { CohortId }): Promise<MsgResponse> => {
      const { name, users, links } = await deleteCohort({ db, cohortId: CohortId, actor: requireUser(req) });
      return {
        msg: requestText(req, 'cohorts.deleted', {
          name,
          users: requestCount(req, users, { one: 'cohorts.count.users.one', other: 'cohorts.count.users.other' }),
          links: requestCount(req, links, { one: 'cohorts.count.links.one', other: 'cohorts.count.links.other' }),
        }),
      };
    },
  });

  route(app, {
    url: '/api/edit-access-link',
    access: 'manageTeam',
    input: { schema: editAccessLinkSchema },
    target: accessLink(({ LinkText }) => LinkText),
    handler: async (req, { Disabled, ExpiresAt, CohortId, EmailDesc }, _reply, link: AccessLinkTarget): Promise<MsgResponse> => {
      await editAccessLink({ db, link, changes: { disabled: Disabled, expiresAt: ExpiresAt, cohortId: CohortId, emailDesc: EmailDesc }, actor: requireUser(req) });
      return { msg: requestText(req, 'cohorts.linkSaved') };
    },
  });

  route(app, {
    url: '/api/teams-by-recency',
    access: 'manageTeam',
    callersOwn: true,
    handler: async (req): Promise<TeamsByRecencyResponse> => listTeamsByRecency({ db, teamIds: managedTeams(requireUser(req)) }),
  });

  route(app, {
    url: '/api/cohorts',
    access: 'manageTeam',
    callersOwn: true,
    handler: async (req): Promise<CohortsResponse> => listCohorts({ db, teamIds: managedTeams(requireUser(req)) }),
  });

  route(app, {
    url: '/api/access-links',
    access: 'manageTeam',
    callersOwn: true,
    handler: async (req): Promise<AccessLinksResponse> => listAccessLinks({ db, teamIds: managedTeams(requireUser(req)) }),
  });

  route(app, {
    url: '/api/users',
    access: 'manageTeam',
    input: { schema: teamIdSchema },
    target: team(({ TeamID }) => TeamID),
    handler: async (_req, { TeamID }): Promise<TeamUsersResponse> => findTeamDetail({ db, teamId: TeamID }),
  });

  // Admins only, departments and email domains included: the domains decide who may sign up
  // through the team's links, which DESIGN.md does not give leaders.
  route(app, {
    url: '/api/edit-team',
    access: 'admin',
    input: { schema: editTeamSchema, from: { teamName: 'TeamName' } },
    target: team(({ TeamID }) => TeamID),
    handler: async (req, { TeamID, teamName, departments, email_domains, settings, slides }): Promise<MsgResponse> => {
      const language = settings?.language as Language | undefined;
      await editTeam({
        db, teamId: TeamID, actor: requireUser(req),
        changes: { name: teamName, departments, emailDomains: email_domains, settings: { ...settings, language }, slides },
      });
      return { msg: requestText(req, 'team.saved') };
    },
  });

  route(app, {
    url: '/api/delete-team',
    access: 'admin',
    input: { schema: teamIdSchema },
    target: team(({ TeamID }) => TeamID),
    handler: async (req, { TeamID }): Promise<MsgResponse> => {
      const { name } = await deleteTeam({ db, teamId: TeamID, actor: requireUser(req) });
      return { msg: requestText(req, 'team.deleted', { name }) };
    },
  });
}
