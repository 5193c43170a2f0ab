import * as yup from 'yup';
import type { DictionaryKey } from '../texts/core';
import { cohortField, CONTROL_CHARS, idField, isPlainObject, MAX_TEXT, requiredText } from '../common/fields';
import { DEPARTMENT_LIMITS, DEPARTMENT_VALIDATION, departmentsField, type DepartmentNode } from '../departments/contract';
import { VALIDATION } from '../common/messages';
import { type Language, LANGUAGES, type MsgResponse } from '../common/types';
import type { UserStatus } from '../users/contract';

/** The team settings that change what a participant sees (DESIGN.md: settings, not team ids). */
export interface TeamSettings {
  isPlatform: boolean;
  publicSlug: string | null;
  postAssessmentForm: boolean;
  resultsSoonMessage: boolean;
  academyQuestion: boolean;
  /** The demographics form without squadron, specialty code and rank (issue 22). */
  civilianForm: boolean;
}

export interface AddTeamResponse extends MsgResponse {
  id: number;
}

export interface TeamsByRecencyResponse {
  teams: { id: number; name: string }[];
}

/** Admin dashboard and teams page (SPEC.md section 7); field names are the call's parameters (cohorts and links: cohorts/contract.ts). */
export const addTeamSchema = yup.object({ teamName: requiredText(VALIDATION.teamName) });

/**
 * The activations by team and cohort. CohortId is required: a missing one is refused rather than
 * read as -1, so a client bug cannot widen an activation (and its emails) to a whole team.
 */
export const audienceSchema = yup.object({
  TeamID: idField().required(VALIDATION.choice),
  CohortId: cohortField().required(VALIDATION.choice),
});

/**
 * The team page's calls (SPEC.md section 7, "Teams and users"): /api/users, /api/edit-team and
 * /api/delete-team, with the team settings and slides DESIGN.md adds to them. React-free: the
 * server validates with the same schemas formik uses.
 */

/** One user of the team, as the team page lists them. */
export interface TeamUser {
  id: number;
  name: string;
  email: string;
  status: UserStatus;
  resultsActive: boolean;
  finishedAssessment: boolean;
  admin: boolean;
  /** The user's team (SPEC.md section 3's "team id"), named as in the session and login answers. */
  team_id: number;
  /** Leads this team. */
  teamLeader: boolean;
  /** Every team the user leads (SPEC.md section 3's teamLead). */
  teamLead: number[];
  cohort_id: number | null;
  /** The cohort's name, or null without one. */
  cohort: string | null;
  /** Kept for statistics without name, email or free text (issue 26); shown as "anonymised #id". */
  anonymised: boolean;
}

/** A slide link every participant of the team sees on the portal. */
export interface TeamSlide {
  id: number;
  title: string;
  url: string;
}

/** The team's settings: what DESIGN.md makes of SPEC.md's special team ids, and its default language. */
export interface TeamDetailSettings extends TeamSettings {
  language: Language;
}

/** What /api/edit-team may change; isPlatform is fixed at install. */
export type EditableTeamSettings = Omit<TeamDetailSettings, 'isPlatform'>;

/**
 * /api/users (header TeamID). SPEC.md's fields (departments, email_domains, users, teamName), then
 * the settings and slides the page edits and how much a deletion would remove.
 */
export interface TeamUsersResponse {
  teamName: string;
  /** The root's sub-teams: the root is the team itself and is not stored. */
  departments: DepartmentNode[];
  email_domains: string[];
  users: TeamUser[];
  settings: TeamDetailSettings;
  slides: TeamSlide[];
  counts: { users: number; cohorts: number; links: number };
  /**
   * Email domains this team registers people with, or its members' addresses use, that another
   * team's single sign-on speaks for: those people are refused single sign-on (issue 36).
   */
  ssoClaims: { domain: string; teamId: number; team: string }[];
}

/**
 * The JSON body of /api/edit-team (headers TeamName and TeamID). A part left out is left as it
 * is, so a client that sends only SPEC.md's departments and email_domains keeps the settings and
 * slides. slides replaces the team's slide list (not the slides of its classes).
 */
export interface EditTeamBody {
  departments?: DepartmentNode[];
  email_domains?: string[];
  settings?: Partial<EditableTeamSettings>;
  slides?: { title: string; url: string }[];
}

/** Where a team's public class page lives (DESIGN.md: a route such as /join/<slug>). */
export const publicClassPagePath = (slug: string) => `/join/${slug}`;

export const TEAM_LIMITS = {
  ...DEPARTMENT_LIMITS,
  emailDomains: 50,
  slides: 50,
  url: 2000,
  slug: 60,
} as const;

export const TEAM_VALIDATION = {
  ...DEPARTMENT_VALIDATION,
  emailDomain: 'team.validation.emailDomain',
  emailDomainsTooMany: 'team.validation.emailDomainsTooMany',
  publicSlug: 'team.validation.publicSlug',
  slideTitle: 'team.validation.slideTitle',
  slideUrl: 'team.validation.slideUrl',
  slidesTooMany: 'team.validation.slidesTooMany',
} as const satisfies Record<string, DictionaryKey>;


/**
 * yup coerces a value by calling its toString, which a JSON object can shadow ({"toString": 1})
 * and crash on. Inside a body, an object or list where a single value belongs becomes an empty
 * list, which no scalar schema converts, so it is refused with the field's own message.
 */
const scalarLeaves = (value: unknown) =>
  isPlainObject(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'object' && v !== null ? [] : v])) : value;

/**
 * scalarLeaves, keeping only the keys the object schema knows: yup looks a key up among its fields
 * with a plain `in`, so a key named like an Object method ({"hasOwnProperty": ""}) crashed it.
 */
const knownLeaves = (keys: readonly string[]) => (value: unknown) => {
  const leaves = scalarLeaves(value);
  return isPlainObject(leaves) ? Object.fromEntries(Object.entries(leaves).filter(([k]) => keys.includes(k))) : leaves;
};

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const noControlChars = (value: string | null | undefined) => !value || !CONTROL_CHARS.test(value);

// ---- Email domains: the endings a team's participants' addresses have. -------------------------

/**
 * A domain as "example.org" or, as an email ending, "@example.org"; letters of any script, and
 * at least two labels.
 */
const DOMAIN = /^@?(?=[^@]{1,253}$)(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}(?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

export const normalizeEmailDomain = (text: string) => text.trim().toLowerCase();
export const isEmailDomain = (text: string) => DOMAIN.test(normalizeEmailDomain(text));
/** "example.org" and "@example.org" name the same domain. */
export const sameEmailDomain = (a: string, b: string) =>
  normalizeEmailDomain(a).replace(/^@/, '') === normalizeEmailDomain(b).replace(/^@/, '');

function dedupeDomains(items: unknown[]): unknown[] {
  const kept: unknown[] = [];
  for (const item of items) {
    if (typeof item !== 'string' || !kept.some((k) => typeof k === 'string' && sameEmailDomain(k, item))) kept.push(item);
  }
  return kept;
}

const emailDomainsField = () =>
  yup
    .array(yup.string().typeError(TEAM_VALIDATION.emailDomain).required(TEAM_VALIDATION.emailDomain).matches(DOMAIN, TEAM_VALIDATION.emailDomain))
    .transform((value: unknown) =>
      Array.isArray(value) ? dedupeDomains(value.map((item) => (typeof item === 'string' ? normalizeEmailDomain(item) : []))) : value,
    )
    .typeError(TEAM_VALIDATION.emailDomain)
    .max(TEAM_LIMITS.emailDomains, TEAM_VALIDATION.emailDomainsTooMany);

// ---- Settings and slides. ----------------------------------------------------------------------

/** Lowercase letters, digits and single inner hyphens: safe in a URL path as it is. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const settingFlag = () =>
  yup
    .boolean()
    .transform((_, original: unknown) => (typeof original === 'boolean' ? original : original === 'true' ? true : original === 'false' ? false : null))
    .typeError(VALIDATION.choice)
    .nonNullable(VALIDATION.choice);

const settingsField = () =>
  yup
    .object({
      // Empty is no public class page.
      publicSlug: yup
        .string()
        .nullable()
        .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value))
        .typeError(TEAM_VALIDATION.publicSlug)
        .max(TEAM_LIMITS.slug, TEAM_VALIDATION.publicSlug)
        .matches(SLUG, { message: TEAM_VALIDATION.publicSlug, excludeEmptyString: true }),
      postAssessmentForm: settingFlag(),
      resultsSoonMessage: settingFlag(),
      academyQuestion: settingFlag(),
      civilianForm: settingFlag(),
      language: yup.string().typeError(VALIDATION.choice).oneOf(LANGUAGES, VALIDATION.choice),
    })
    .transform(knownLeaves(['publicSlug', 'postAssessmentForm', 'resultsSoonMessage', 'academyQuestion', 'civilianForm', 'language']))
    .typeError(VALIDATION.choice)
    .default(undefined);

const isWebUrl = (value: string | undefined) => {
  if (!value) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
};

const slideSchema = yup
  .object({
    title: yup
      .string()
      .transform(trimmed)
      .typeError(TEAM_VALIDATION.slideTitle)
      .required(TEAM_VALIDATION.slideTitle)
      .max(MAX_TEXT, VALIDATION.tooLong)
      .test('chars', TEAM_VALIDATION.slideTitle, noControlChars),
    url: yup
      .string()
      .transform(trimmed)
      .typeError(TEAM_VALIDATION.slideUrl)
      .required(TEAM_VALIDATION.slideUrl)
      .max(TEAM_LIMITS.url, VALIDATION.tooLong)
      .test('url', TEAM_VALIDATION.slideUrl, isWebUrl),
  })
  // A slide that is not an object at all is one with no title and no link.
  .transform((value: unknown) => (isPlainObject(value) ? knownLeaves(['title', 'url'])(value) : {}));

const slidesField = () => yup.array(slideSchema).typeError(VALIDATION.choice).max(TEAM_LIMITS.slides, TEAM_VALIDATION.slidesTooMany);

/**
 * The team form (formik) and the body of /api/edit-team: the name (required, SPEC.md section 5,
 * add-team's field and message) and the parts the page edits, each optional.
 */
export const teamFormSchema = addTeamSchema.concat(
  yup.object({
    departments: departmentsField(),
    email_domains: emailDomainsField(),
    settings: settingsField(),
    slides: slidesField(),
  }),
);

/** /api/edit-team: the form's fields and the team; the name comes as header TeamName. */
export const editTeamSchema = teamFormSchema.concat(yup.object({ TeamID: idField().required(VALIDATION.choice) }));

/** /api/users and /api/delete-team: header TeamID. */
export const teamIdSchema = yup.object({ TeamID: idField().required(VALIDATION.choice) });
