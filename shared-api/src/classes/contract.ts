import * as yup from 'yup';
import type { DictionaryKey } from '../texts/core';
import { CONTROL_CHARS, flagField, idField, MAX_TEXT, requiredText, TEXT_CONTROL_CHARS, wholeNumberField } from '../common/fields';
import { VALIDATION } from '../common/messages';
import { CURRENCY, fitsMinorUnit, isKnownCurrency } from '../common/money';

/** SPEC.md section 9: a new class seats 25 unless the admin says otherwise. */
export const DEFAULT_CAPACITY = 25;

export const CLASS_LIMITS = {
  description: 4000,
  capacity: 10_000,
  /** In major units: a typo of a few zeros is refused rather than charged. */
  price: 1_000_000,
} as const;

/** SPEC.md section 9: a full refund when cancelling up to one week before the class starts. */
export const REFUND_WINDOW_DAYS = 7;

export const CLASS_VALIDATION = {
  name: 'classes.validation.name',
  team: 'classes.validation.team',
  capacity: 'classes.validation.capacity',
  price: 'classes.validation.price',
  currency: 'classes.validation.currency',
  startsAt: 'classes.validation.startsAt',
} as const satisfies Record<string, DictionaryKey>;

/** Where a class stands: taking students, its assessment opened, its results opened. */
export const CLASS_STATUSES = ['open', 'assessment', 'results'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

/** SPEC.md section 3's class fields, plus what payment needs (price in major units, currency, start). */
export interface ClassFields {
  id: number;
  name: string;
  description: string;
  short_description: string;
  time_description: string;
  place_description: string;
  length_description: string;
  price: number;
  currency: string;
  /** ISO date-time; null while not scheduled. */
  starts_at: string | null;
  capacity: number;
  num_students: number;
  /** SPEC.md: capacity minus num_students. */
  open_spots: number;
  status: ClassStatus;
  team_id: number;
  team_name: string;
  accepting: boolean;
  accept_any: boolean;
}

export interface ClassStudent {
  id: number;
  name: string;
  email: string;
  /** Paid for this class (or nothing to pay). */
  paid: boolean;
  finishedAssessment: boolean;
}

/** /api/get-class and each row of /api/classes; students are listed for admins only. */
export interface ClassDetail extends ClassFields {
  students: ClassStudent[];
}

export interface ClassesResponse {
  classes: ClassDetail[];
}

/** /api/get-class-options: the classes a team's people may join now, and that team. */
export interface ClassOptionsResponse {
  classes: ClassFields[];
  TeamID: number;
  teamName: string;
}

export interface CurrentUserClassResponse {
  class: ClassFields | null;
  TeamID: number;
  /** Paid for it, or it is free. */
  paid: boolean;
  /** Leaving now would refund the payment in full. */
  refundable: boolean;
  /** The paid payment's receipt (a PDF link signed for the caller's session); '' when nothing was paid. */
  receipt_link: string;
}

/** SPEC.md: join and leave "return error"; a refusal is the error shape with its code. */
export interface JoinClassResponse {
  error: null;
  msg: string;
}

export interface LeaveClassResponse {
  error: null;
  msg: string;
  refunded: boolean;
}

export interface AddClassResponse {
  id: number;
  msg: string;
}

const optionalText = (max: number, { lines = false } = {}) =>
  yup
    .string()
    .trim()
    .max(max, VALIDATION.tooLong)
    .test('chars', VALIDATION.choice, (v) => !v || !(lines ? TEXT_CONTROL_CHARS : CONTROL_CHARS).test(v));

const wholeNumber = (message: DictionaryKey, max: number) =>
  wholeNumberField(message)
    .min(0, message)
    .max(max, message);

/** A price in major units: 199, "199.50"; at most two decimals, never negative. */
const priceField = () =>
  yup
    .number()
    .transform((_, original: unknown) => {
      if (typeof original === 'number') return original;
      if (typeof original === 'string' && !original.trim()) return undefined;
      return typeof original === 'string' && /^\s*\d{1,9}(\.\d{1,2})?\s*$/.test(original) ? Number(original) : NaN;
    })
    .typeError(CLASS_VALIDATION.price)
    .min(0, CLASS_VALIDATION.price)
    .max(CLASS_LIMITS.price, CLASS_VALIDATION.price)
    .test('cents', CLASS_VALIDATION.price, (v) => v === undefined || Math.abs(v * 100 - Math.round(v * 100)) < 1e-6);

const currencyField = () =>
  yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v))
    .matches(CURRENCY, CLASS_VALIDATION.currency)
    .test('known', CLASS_VALIDATION.currency, (v) => v === undefined || isKnownCurrency(v));

/** 2030-02-30 parses (as 2 March): the day must be one of its month's. */
function isCalendarDate(iso: string): boolean {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The class's start as an ISO date-time (a date alone is its midnight UTC); empty: not scheduled. */
const startsAtField = () =>
  yup
    .string()
    .nullable()
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() || null : v))
    .test('date', CLASS_VALIDATION.startsAt, (v) => v == null || (ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)) && isCalendarDate(v)))
    .test('range', CLASS_VALIDATION.startsAt, (v) => {
      if (v == null) return true;
      const year = new Date(v).getUTCFullYear();
      return year >= 2000 && year <= 2200;
    });

/** The fields an admin sets (SPEC.md section 7's headers, plus Price, Currency and StartsAt). */
const classFields = {
  Description: optionalText(CLASS_LIMITS.description, { lines: true }),
  ShortDescription: optionalText(CLASS_LIMITS.description, { lines: true }),
  TimeDescription: optionalText(MAX_TEXT),
  PlaceDescription: optionalText(MAX_TEXT),
  LengthDescription: optionalText(MAX_TEXT),
  Price: priceField().test('unit', CLASS_VALIDATION.price, function fitsCurrency(v) {
    // A won has no cents: 1000.50 krw would be charged as 1001.
    const currency: unknown = this.parent?.Currency;
    return v === undefined || typeof currency !== 'string' || !isKnownCurrency(currency) || fitsMinorUnit(v, currency.toLowerCase());
  }),
  Currency: currencyField(),
  StartsAt: startsAtField(),
};

/** /api/add-class: name and team required, capacity a number (25 by default). */
export const addClassSchema = yup.object({
  Name: requiredText(CLASS_VALIDATION.name),
  TeamID: idField().required(CLASS_VALIDATION.team),
  Capacity: wholeNumber(CLASS_VALIDATION.capacity, CLASS_LIMITS.capacity).default(DEFAULT_CAPACITY),
  AcceptAny: flagField(),
  AcceptNow: flagField(),
  ...classFields,
});

/**
 * /api/edit-class: the same plus ClassID; a field left out keeps its value (a client that sends
 * only what changed cannot blank the rest), one sent empty is cleared, and the name stays required.
 */
export const editClassSchema = yup.object({
  ClassID: idField().required(VALIDATION.choice),
  Name: requiredText(CLASS_VALIDATION.name)
    .optional()
    .test('present', CLASS_VALIDATION.name, (v) => v === undefined || v.length > 0),
  TeamID: idField(),
  Capacity: wholeNumber(CLASS_VALIDATION.capacity, CLASS_LIMITS.capacity),
  AcceptAny: flagField().default(undefined),
  AcceptNow: flagField().default(undefined),
  ...classFields,
});

export type AddClassValues = yup.InferType<typeof addClassSchema>;
export type EditClassValues = yup.InferType<typeof editClassSchema>;

export const classIdSchema = yup.object({ ClassID: idField().required(VALIDATION.choice) });

/** /api/get-class-options: the caller's own team, or on a team's public page its TeamID or its address (Slug). */
export const classOptionsSchema = yup.object({
  TeamID: idField(),
  Slug: yup.string().trim().lowercase().max(MAX_TEXT, VALIDATION.tooLong).matches(/^[a-z0-9-]*$/, VALIDATION.choice),
});

/** /api/join-class: the class; UserEmail names the participant when an admin enrols someone. */
export const joinClassSchema = yup.object({ ClassID: idField().required(VALIDATION.choice) });

/** /api/leave-class: past the refund window a paid participant must say they accept no refund. */
export const leaveClassSchema = yup.object({ ConfirmNoRefund: flagField() });

/** An admin refunds one student from the class page; the student leaves the class. */
export const refundStudentSchema = yup.object({
  ClassID: idField().required(VALIDATION.choice),
  UserID: idField().required(VALIDATION.choice),
});

/** Full refund until REFUND_WINDOW_DAYS before the start; a class with no start date is refundable. */
export function isRefundable(startsAt: string | Date | null, now = new Date()): boolean {
  if (startsAt === null) return true;
  const start = typeof startsAt === 'string' ? new Date(startsAt) : startsAt;
  return start.getTime() - now.getTime() >= REFUND_WINDOW_DAYS * 24 * 60 * 60 * 1000;
}

/** Where a class's detail page is (SPEC.md section 2). */
export const classPagePath = (id: number) => `/class?classID=${id}`;

/** The class a page's ?classID= names (SPEC.md's spelling), or null when it names none. */
export function classIdFromQuery(params: URLSearchParams): number | null {
  const raw = params.get('classID') ?? '';
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export const classLinkSchema = yup.object({ TeamID: idField(), ClassID: idField() });
