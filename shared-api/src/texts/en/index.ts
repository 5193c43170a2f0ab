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

/**
 * English is the reference: each other language types its namespace files by these, so a missing
 * or extra key fails the type check. `{name}` marks a value filled in by translate().
 */
export const en = { ...common, ...account, ...portal, ...questionnaires, ...assessment, ...admin, ...userAdmin, ...errors, ...validation, ...emails, ...teamPage, ...certificates, ...downloads, ...classes, ...audit, ...outbox };

export type DictionaryKey = keyof typeof en;
export type Dictionary = Record<DictionaryKey, string>;
