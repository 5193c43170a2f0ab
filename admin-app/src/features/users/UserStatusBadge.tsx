import type { UserStatus } from 'shared-api';
import type { DictionaryKey } from 'shared-api/texts/lazy';
import { Badge, useT, type Tone } from 'shared-ui';

const STATUS: Record<UserStatus, { key: DictionaryKey; tone: Tone }> = {
  invited: { key: 'userAdmin.status.invited', tone: 'gray' },
  registered: { key: 'userAdmin.status.registered', tone: 'blue' },
  active: { key: 'userAdmin.status.active', tone: 'yellow' },
  finished: { key: 'userAdmin.status.finished', tone: 'green' },
};

/** A user's status as one badge, the same on the user page and in the team's list. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  const t = useT();
  return <Badge tone={STATUS[status].tone}>{t(STATUS[status].key)}</Badge>;
}
