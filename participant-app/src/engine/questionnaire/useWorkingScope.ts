import { useMemo, useState } from 'react';
import { readSession } from 'shared-api';
import type { WorkingScope } from 'shared-api';

/**
 * The stable key of the logged-in user's working values in one flow. The user is read once: a
 * session change remounts the pages, and a scope that changed mid-page would strand the answers.
 */
export function useWorkingScope(flow: string): WorkingScope {
  const [userId] = useState(() => readSession()?.userId ?? 0);
  return useMemo(() => ({ userId, flow }), [userId, flow]);
}
