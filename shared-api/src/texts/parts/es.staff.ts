import { activation } from '../es/activation';
import { admin } from '../es/admin';
import { audit } from '../es/audit';
import { cohorts } from '../es/cohorts';
import { deletionRequests } from '../es/deletionRequests';
import { downloads } from '../es/downloads';
import { email } from '../es/email';
import { myData } from '../es/myData';
import { outbox } from '../es/outbox';
import { payments } from '../es/payments';
import { report } from '../es/report';
import { schedules } from '../es/schedules';
import { team } from '../es/team';
import { teams } from '../es/teams';
import { teamsList } from '../es/teamsList';
import { userAdmin } from '../es/userAdmin';
import { users } from '../es/users';

/** The es texts of the admin's and team leaders' screens (and the server's emails): loaded by those screens only (../lazy.ts). */
export const texts = { ...activation, ...admin, ...audit, ...cohorts, ...deletionRequests, ...downloads, ...email, ...myData, ...outbox, ...payments, ...report, ...schedules, ...team, ...teams, ...teamsList, ...userAdmin, ...users };
