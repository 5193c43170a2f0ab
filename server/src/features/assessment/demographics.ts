import type { DemographicFieldView } from 'shared-api/contract';
import { invalidField } from '../../http/errors';

export const MAX_TEXT_LENGTH = 200;
export const MAX_TEXTAREA_LENGTH = 2000;
const MAX_NUMBER = 1_000_000;

export type DemographicValues = Record<string, string | number>;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The demographics page's answers against the form the user was shown (SPEC.md section 5: every
 * field is required, including the number of reports). Selects must hold one of their option
 * values, numbers must be JSON numbers (whole, >= min), texts are trimmed and length-limited.
 * Unknown fields are refused rather than stored.
 */
export function readDemographics(fields: DemographicFieldView[], value: unknown, path: string): DemographicValues {
  if (value !== undefined && value !== null && (typeof value !== 'object' || Array.isArray(value))) {
    throw invalidField(path, 'must be an object of field id to value');
  }
  const input = (value ?? {}) as Record<string, unknown>;
  const known = new Map(fields.map((f) => [f.id, f]));
  for (const id of Object.keys(input)) {
    if (!known.has(id)) throw invalidField(`${path}.${id}`, 'no such field');
  }
  const out: DemographicValues = {};
  for (const field of fields) {
    const raw = input[field.id];
    const at = `${path}.${field.id}`;
    if (isBlank(raw)) {
      if (field.required) throw invalidField(at, 'required');
      continue;
    }
    out[field.id] = readValue(field, raw, at);
  }
  return out;
}

function readValue(field: DemographicFieldView, raw: unknown, at: string): string | number {
  switch (field.kind) {
    case 'number': {
      const min = field.min ?? 0;
      if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > MAX_NUMBER) {
        throw invalidField(at, `a whole number from ${min} to ${MAX_NUMBER}`);
      }
      return raw;
    }
    case 'select': {
      if (typeof raw !== 'string' || !field.options?.some((o) => o.value === raw)) throw invalidField(at, 'not one of the options');
      return raw;
    }
    default: {
      const limit = field.kind === 'textarea' ? MAX_TEXTAREA_LENGTH : MAX_TEXT_LENGTH;
      if (typeof raw !== 'string' || raw.length > limit) throw invalidField(at, `a text of at most ${limit} characters`);
      return raw.trim();
    }
  }
}
