import { takeRememberedOrigin } from 'shared-api';
import type { LoginResponse } from 'shared-api';

/** SPEC.md section 4: first login, then the remembered page, then the role's home. */
export function landingPath(response: LoginResponse): string {
  if (response.first_login) return '/welcome';
  return takeRememberedOrigin() ?? (response.admin ? '/admin' : '/portal');
}
