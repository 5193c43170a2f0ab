import * as yup from 'yup';
import { MAX_PASSWORD, nameInput } from '../common/fields';
import { VALIDATION } from '../common/messages';
import { newPasswordSchema } from '../accounts/contract';

/**
 * The account page (/account, issue 24): what every signed-in user changes of their own account.
 * The language is /api/set-language's and the password /api/update-password's (accounts/).
 */

/** POST /api/edit-account: the user's own name. */
export const editAccountSchema = yup.object({ name: nameInput(VALIDATION.fullNameRequired) });
export type EditAccountRequest = yup.InferType<typeof editAccountSchema>;

export interface EditAccountResponse {
  name: string;
}

/** The password change, /api/update-password with the current password (accounts/): asked for here. */
export const changePasswordSchema = newPasswordSchema.concat(
  yup.object({ CurrentPassword: yup.string().required(VALIDATION.currentPassword).max(MAX_PASSWORD, VALIDATION.tooLong) }),
);

/** One live session of the caller: where they are signed in. */
export interface AccountSession {
  created_at: string;
  last_used_at: string;
  /** The session this call was made with. */
  current: boolean;
}

/** POST /api/sessions: the caller's live sessions, the most recently used first. */
export interface SessionsResponse {
  sessions: AccountSession[];
}

/** POST /api/logout-everywhere: every session of the caller ended, this one included. */
export interface LogoutEverywhereResponse {
  ok: true;
  /** How many sessions were ended. */
  ended: number;
}
