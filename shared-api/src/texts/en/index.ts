import { account } from './account';
import { activation } from './activation';
import { admin } from './admin';
import { assessment } from './assessment';
import { audit } from './audit';
import { certificates } from './certificates';
import { checkout } from './checkout';
import { classes } from './classes';
import { cohorts } from './cohorts';
import { common } from './common';
import { cookies } from './cookies';
import { deletionRequests } from './deletionRequests';
import { downloads } from './downloads';
import { email } from './email';
import { errors } from './errors';
import { errorsAccount } from './errors.account';
import { footer } from './footer';
import { freeform } from './freeform';
import { lang } from './lang';
import { login } from './login';
import { myData } from './myData';
import { nav } from './nav';
import { notFound } from './notFound';
import { outbox } from './outbox';
import { password } from './password';
import { payments } from './payments';
import { portal } from './portal';
import { postassessment } from './postassessment';
import { preassessment } from './preassessment';
import { questionnaire } from './questionnaire';
import { questionnaires } from './questionnaires';
import { reassessment } from './reassessment';
import { register } from './register';
import { report } from './report';
import { reset } from './reset';
import { resetRequest } from './resetRequest';
import { results } from './results';
import { scale } from './scale';
import { schedules } from './schedules';
import { team } from './team';
import { teams } from './teams';
import { teamsList } from './teamsList';
import { testCheckout } from './testCheckout';
import { userAdmin } from './userAdmin';
import { users } from './users';
import { validation } from './validation';
import { validationAccount } from './validation.account';
import { welcome } from './welcome';

/**
 * English is the reference: each other language types its namespace files by these, so a missing
 * or extra key fails the type check. `{name}` marks a value filled in by translate().
 */
export const en = { ...account, ...activation, ...admin, ...assessment, ...audit, ...certificates, ...checkout, ...classes, ...cohorts, ...common, ...cookies, ...deletionRequests, ...downloads, ...email, ...errors, ...errorsAccount, ...footer, ...freeform, ...lang, ...login, ...myData, ...nav, ...notFound, ...outbox, ...password, ...payments, ...portal, ...postassessment, ...preassessment, ...questionnaire, ...questionnaires, ...reassessment, ...register, ...report, ...reset, ...resetRequest, ...results, ...scale, ...schedules, ...team, ...teams, ...teamsList, ...testCheckout, ...userAdmin, ...users, ...validation, ...validationAccount, ...welcome };

export type DictionaryKey = keyof typeof en;
export type Dictionary = Record<DictionaryKey, string>;
