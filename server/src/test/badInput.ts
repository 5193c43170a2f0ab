import type { LightMyRequestResponse } from 'fastify';
import * as contract from 'shared-api/contract';
import { isSchema } from 'yup';
import { createUser, login, type ApiTest } from './helpers';

/**
 * What the bad-input suites (http/probe.test.ts, http/fuzz.property.test.ts) send and how they
 * judge the answers: every parameter name a client may send, the three callers, the error shape.
 */

/** Every header SPEC.md names for any call (each route is probed with all of them), and the product's own. */
export const SPEC_HEADERS = [
  'AcceptAny', 'AcceptNow', 'Admin', 'BaseURL', 'Capacity', 'CertDatetime', 'ClassID', 'CohortId', 'CohortName',
  'CurrentPassword', 'Description', 'Email', 'LinkText', 'Name', 'NumUsers', 'OverrideActive', 'Password',
  'PlaceDescription', 'ShortDescription', 'TeamID', 'TeamLeader', 'TeamName', 'TimeDescription', 'Token', 'UserAdmin',
  'UserEmail', 'UserID', 'UserName', 'UserPassword', 'UserTeamLeader',
  // and those the product adds to SPEC.md's calls (classes and payment)
  'LengthDescription', 'Price', 'Currency', 'StartsAt', 'Slug', 'ConfirmNoRefund',
];
/** Body fields holding ids (SPEC.md names and the class link's), and the lists and maps of answers. */
export const TYPED_FIELDS = ['classID', 'teamID', 'TeamID', 'ClassID', 'UserID', 'CohortId', 'UserIDs', 'answers', 'textAnswers', 'ideas', 'users', 'departments', 'session_id', 'session'];
/** Parameters only a body (or a link's query) carries, read by handlers rather than a shared schema. */
export const BODY_PARAMS = ['token', 'access_token', 'user_email', 'reassess', 'version', 'questionIndex', 'questions', 'raw'];

/** The field names of every yup object schema, nested ones (a team's slides, settings) included. */
function fieldNames(schema: unknown, into: Set<string>): Set<string> {
  const { fields, innerType } = schema as { fields?: Record<string, unknown>; innerType?: unknown };
  for (const [name, field] of Object.entries(fields ?? {})) {
    into.add(name);
    fieldNames(field, into);
  }
  if (innerType) fieldNames(innerType, into);
  return into;
}

/** Every parameter name the shared schemas, SPEC.md and the handlers read: a new schema's fields are sent without touching this file. */
export function clientFieldNames(): string[] {
  const names = new Set([...SPEC_HEADERS, ...TYPED_FIELDS, ...BODY_PARAMS]);
  for (const value of [...Object.values(contract), contract.registerSchema()]) if (isSchema(value)) fieldNames(value, names);
  return [...names];
}

/** Text as raw UTF-8 bytes, as Node reads a header nobody URI-encoded. */
export const rawUtf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/** What is wrong with an answer to bad input, if anything: a 5xx, or a refusal not in the one error shape. */
export function problem(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body}`;
  if (res.statusCode < 400) return null;
  try {
    const body = res.json();
    return typeof body.error === 'string' && typeof body.message === 'string' ? null : `not the error shape: ${res.body}`;
  } catch {
    return `not JSON: ${res.body.slice(0, 100)}`;
  }
}

export interface Caller {
  name: string;
  /** A fresh session each time: a call that logs out or changes the password may end the last one. */
  headers: () => Promise<Record<string, string>>;
}

/** Nobody, a participant and an admin, each a new account of team 1. */
export function badInputCallers(api: ApiTest): Caller[] {
  const signedIn = (admin: boolean) => async () => {
    const { email, password } = await createUser(api.db, { admin });
    return { authorization: `Bearer ${await login(api.app, email, password)}` };
  };
  return [
    { name: 'anonymous', headers: async () => ({}) },
    { name: 'participant', headers: signedIn(false) },
    { name: 'admin', headers: signedIn(true) },
  ];
}
