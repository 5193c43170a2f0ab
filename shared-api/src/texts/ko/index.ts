import type { Dictionary } from '../en';
import { account } from './account';
import { admin } from './admin';
import { assessment } from './assessment';
import { audit } from './audit';
import { certificates } from './certificates';
import { classes } from './classes';
import { common } from './common';
import { downloads } from './downloads';
import { emails } from './emails';
import { errors } from './errors';
import { outbox } from './outbox';
import { portal } from './portal';
import { questionnaires } from './questionnaires';
import { teamPage } from './teamPage';
import { userAdmin } from './userAdmin';
import { validation } from './validation';

export const ko: Dictionary = { ...common, ...account, ...portal, ...questionnaires, ...assessment, ...admin, ...userAdmin, ...errors, ...validation, ...emails, ...teamPage, ...certificates, ...downloads, ...classes, ...audit, ...outbox };
