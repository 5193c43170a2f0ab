import * as yup from 'yup';
import { nameInput } from '../common/fields';
import { VALIDATION } from '../common/messages';

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
