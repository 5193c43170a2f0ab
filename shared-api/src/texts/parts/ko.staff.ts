import { activation } from '../ko/activation';
import { admin } from '../ko/admin';
import { audit } from '../ko/audit';
import { cohorts } from '../ko/cohorts';
import { deletionRequests } from '../ko/deletionRequests';
import { downloads } from '../ko/downloads';
import { email } from '../ko/email';
import { myData } from '../ko/myData';
import { outbox } from '../ko/outbox';
import { payments } from '../ko/payments';
import { report } from '../ko/report';
import { schedules } from '../ko/schedules';
import { team } from '../ko/team';
import { teams } from '../ko/teams';
import { teamsList } from '../ko/teamsList';
import { userAdmin } from '../ko/userAdmin';
import { users } from '../ko/users';

/** The ko texts of the admin's and team leaders' screens (and the server's emails): loaded by those screens only (../lazy.ts). */
export const texts = { ...activation, ...admin, ...audit, ...cohorts, ...deletionRequests, ...downloads, ...email, ...myData, ...outbox, ...payments, ...report, ...schedules, ...team, ...teams, ...teamsList, ...userAdmin, ...users };
