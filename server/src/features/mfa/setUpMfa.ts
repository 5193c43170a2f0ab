import type { Kysely } from 'kysely';
import type { Language, MfaSetupResponse } from 'shared-api/contract';
import { translate } from 'shared-api/texts';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { findMfa } from './queries';
import { newTotpSecret, otpauthUrl } from './totp';

/**
 * The QR code of the otpauth URL, drawn here as SVG: the secret never goes to an outside service.
 * Loaded on the first setup, so no server start pays for the QR encoder.
 */
async function qrSvg(text: string): Promise<string> {
  const QRCode = require('qrcode') as typeof import('qrcode');
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * /api/mfa-setup: a new secret for the caller, not in force until a code from it is given to
 * /api/mfa-enable; a setup started again replaces the one before. An account with a second factor
 * in force keeps it: turning it off comes first, with a code (409 otherwise).
 */
export async function setUpMfa({ db, user }: { db: Kysely<DB>; user: { id: number; email: string; language: Language } }): Promise<MfaSetupResponse> {
  if ((await findMfa(db, user.id))?.enabled_at) throw new AppError('MFA_ALREADY_ENABLED');
  const secret = newTotpSecret();
  const replaced = await db
    .insertInto('user_mfa')
    .values({ user_id: user.id, secret })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret, created_at: new Date(), last_step: null }).where('user_mfa.enabled_at', 'is', null))
    .returning('user_id')
    .executeTakeFirst();
  // Turned on by another request since the check above: that one stands.
  if (!replaced) throw new AppError('MFA_ALREADY_ENABLED');
  // The app lists the account under the portal's name, as its emails are signed.
  const url = otpauthUrl({ issuer: translate(user.language, 'nav.home'), account: user.email, secret });
  return { secret, otpauth_url: url, qr_svg: await qrSvg(url) };
}
