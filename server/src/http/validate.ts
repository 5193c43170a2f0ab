import type { FastifyRequest } from 'fastify';
import { VALIDATION, type Language } from 'shared-api/contract';
import { isDictionaryKey, translate, type TranslateVars } from 'shared-api/texts';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { AppError } from './errors';
import { requestLanguage } from './language';

/**
 * Validates with the same yup schema formik uses. Schema messages are dictionary keys, so the
 * answer is 400 {error:'VALIDATION', message: first error, errors: {field: message}} in the
 * user's language. Returns the cast (trimmed) values.
 */
export async function validateWith<S extends AnyObjectSchema>(
  req: FastifyRequest,
  schema: S,
  input: unknown,
  vars: TranslateVars = {},
): Promise<InferType<S>> {
  const { valid, errors } = await checkWith(schema, input, requestLanguage(req), vars);
  if (valid) return valid;
  throw new AppError('VALIDATION', { extra: { errors, message: Object.values(errors)[0] } });
}

/**
 * validateWith without the throw, for one of many items (a bulk call's rows): either the cast
 * values, or a translated message per field.
 */
export async function checkWith<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
  language: Language,
  vars: TranslateVars = {},
): Promise<{ valid?: InferType<S>; errors: Record<string, string> }> {
  const { values, wrongType } = scalarFields(schema, input);
  const text = (key: string) => translate(language, isDictionaryKey(key) ? key : 'errors.VALIDATION', vars);
  const errors: Record<string, string> = {};
  let valid: InferType<S> | undefined;
  try {
    valid = await schema.validate(values, { abortEarly: false, stripUnknown: true });
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    for (const inner of err.inner.length ? err.inner : [err]) {
      // A list item's error (UserIDs[3]) belongs to its field, where a form shows it.
      const field = inner.path?.split(/[.[]/)[0] || 'body';
      errors[field] ??= text(inner.message);
    }
  }
  // An object where text or a number belongs is refused even where the field is optional.
  for (const field of wrongType) errors[field] ??= text(VALIDATION.choice);
  return valid && !Object.keys(errors).length ? { valid, errors } : { errors };
}

/**
 * yup's trim() throws a TypeError on objects and arrays; a JSON body may hold anything. Numbers
 * and booleans become strings (as a form or a header would send them), a list is kept for a list
 * field, a structured field (see structured()) gets its value whole; any other value counts as
 * missing for the schema (so a required field fails with its own "please enter..." message) and
 * is named in `wrongType`.
 */
function scalarFields(schema: AnyObjectSchema, input: unknown) {
  const source = (input ?? {}) as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  const wrongType: string[] = [];
  for (const [field, spec] of Object.entries(schema.fields)) {
    const value = source[field];
    if (structured(spec) && value !== undefined && value !== null) values[field] = value;
    else if (typeof value === 'string') values[field] = value;
    else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') values[field] = String(value);
    else if (Array.isArray(value) && (spec as { type?: string }).type === 'array') {
      // yup prints a refused value into its message, and an object with a non-function toString
      // cannot be printed: an item that is not text or a number is refused as NaN instead.
      values[field] = value.map((item) => (typeof item === 'string' || typeof item === 'number' ? item : NaN));
    }
    else if (value !== undefined && value !== null) wrongType.push(field);
  }
  return { values, wrongType };
}

interface SchemaShape {
  type?: string;
  innerType?: SchemaShape;
}

/**
 * An object, a list of objects or a mixed value (a tree): its schema is written to check every
 * part of any JSON value itself (scalarLeaves in shared-api's team contract), so it gets the value whole.
 */
function structured(spec: unknown): boolean {
  const { type, innerType } = spec as SchemaShape;
  return type === 'object' || type === 'mixed' || (type === 'array' && (innerType?.type === 'object' || innerType?.type === 'mixed'));
}
