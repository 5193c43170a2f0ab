import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './columns';

/** A second factor (migration 020): each user's authenticator, recovery codes, and logins awaiting a code. */

export interface UserMfaTable {
  user_id: number;
  /** base32, as the authenticator app holds it. */
  secret: string;
  created_at: Generated<Date>;
  /** null while the setup awaits its first code. */
  enabled_at: NullableTimestamp;
  /** The RFC 6238 time step of the last code accepted. */
  last_step: number | null;
  /** When the owner was last emailed that codes were being guessed (migration 025). */
  guessing_alerted_at: NullableTimestamp;
}

export interface MfaRecoveryCodesTable {
  user_id: number;
  /** SHA-256, hex, of the code as normalised (recoveryCodes.ts). */
  code_hash: string;
  used_at: NullableTimestamp;
}

export interface MfaChallengesTable {
  token_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  /** Codes tried for this login (migration 025): five wrong ones end it. */
  failures: Generated<number>;
}
