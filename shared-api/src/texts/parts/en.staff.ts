import { activation } from '../en/activation';
import { admin } from '../en/admin';
import { audit } from '../en/audit';
import { cohorts } from '../en/cohorts';
import { deletionRequests } from '../en/deletionRequests';
import { downloads } from '../en/downloads';
import { email } from '../en/email';
import { myData } from '../en/myData';
import { outbox } from '../en/outbox';
import { payments } from '../en/payments';
import { report } from '../en/report';
import { schedules } from '../en/schedules';
import { team } from '../en/team';
import { teams } from '../en/teams';
import { teamsList } from '../en/teamsList';
import { userAdmin } from '../en/userAdmin';
import { users } from '../en/users';

/** The en texts of the admin's and team leaders' screens (and the server's emails): loaded by those screens only (../lazy.ts). */
export const texts = { ...activation, ...admin, ...audit, ...cohorts, ...deletionRequests, ...downloads, ...email, ...myData, ...outbox, ...payments, ...report, ...schedules, ...team, ...teams, ...teamsList, ...userAdmin, ...users };
