import type { FastifyRequest } from 'fastify';
import { isDictionaryKey, translate, type TranslateVars } from 'shared-ui/i18n';
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
  try {
    return await schema.validate(scalarFields(schema, input), { abortEarly: false, stripUnknown: true });
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const language = requestLanguage(req);
    const text = (key: string) => translate(language, isDictionaryKey(key) ? key : 'errors.VALIDATION', vars);
    const errors: Record<string, string> = {};
    for (const inner of err.inner.length ? err.inner : [err]) {
      const field = inner.path || 'body';
      errors[field] ??= text(inner.message);
    }
    const first = Object.values(errors)[0];
    throw new AppError('VALIDATION', { extra: { errors, message: first } });
  }
}

/**
 * yup's trim() throws a TypeError on objects and arrays; a JSON body may hold anything. Numbers
 * become strings (as a form would send them); any other non-string counts as missing, so the
 * field fails with its own "please enter..." message.
 */
function scalarFields(schema: AnyObjectSchema, input: unknown): Record<string, unknown> {
  const source = (input ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of Object.keys(schema.fields)) {
    const value = source[field];
    if (typeof value === 'string') out[field] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) out[field] = String(value);
  }
  return out;
}
