import { activation } from '../pt/activation';
import { admin } from '../pt/admin';
import { audit } from '../pt/audit';
import { cohorts } from '../pt/cohorts';
import { deletionRequests } from '../pt/deletionRequests';
import { downloads } from '../pt/downloads';
import { email } from '../pt/email';
import { myData } from '../pt/myData';
import { outbox } from '../pt/outbox';
import { payments } from '../pt/payments';
import { report } from '../pt/report';
import { schedules } from '../pt/schedules';
import { team } from '../pt/team';
import { teams } from '../pt/teams';
import { teamsList } from '../pt/teamsList';
import { userAdmin } from '../pt/userAdmin';
import { users } from '../pt/users';

/** The pt texts of the admin's and team leaders' screens (and the server's emails): loaded by those screens only (../lazy.ts). */
export const texts = { ...activation, ...admin, ...audit, ...cohorts, ...deletionRequests, ...downloads, ...email, ...myData, ...outbox, ...payments, ...report, ...schedules, ...team, ...teams, ...teamsList, ...userAdmin, ...users };
