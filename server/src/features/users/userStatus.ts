import type { UserStatus } from 'shared-api/contract';
import type { User } from '../../db/types';

/** The status badge's value, from the account's state (see UserStatus). */
export function userStatus(user: Pick<User, 'first_login' | 'finished_assessment' | 'assessment_active'>): UserStatus {
  if (user.finished_assessment) return 'finished';
  if (user.first_login) return 'invited';
  return user.assessment_active ? 'active' : 'registered';
}
