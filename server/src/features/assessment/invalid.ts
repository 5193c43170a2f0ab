import { AppError } from '../../http/errors';

/**
 * 400 VALIDATION naming the offending answer (`field`, e.g. "answers.3.5") and, for developers,
 * why (`reason`, English). The translated `message` is the generic one: the client validates the
 * same rules first, so a user only sees this after tampering or a client bug.
 */
export function invalidField(field: string, reason: string): AppError {
  return new AppError('VALIDATION', { extra: { field, reason } });
}
