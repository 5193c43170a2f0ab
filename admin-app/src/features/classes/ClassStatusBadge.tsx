import type { ClassStatus } from 'shared-api';
import type { DictionaryKey } from 'shared-api/texts';
import { Badge, useT } from 'shared-ui';
import type { Tone } from 'shared-ui';

const LOOKS: Record<ClassStatus, { tone: Tone; label: DictionaryKey }> = {
  open: { tone: 'blue', label: 'classes.status.open' },
  assessment: { tone: 'yellow', label: 'classes.status.assessment' },
  results: { tone: 'green', label: 'classes.status.results' },
};

export function ClassStatusBadge({ status }: { status: ClassStatus }) {
  const t = useT();
  const look = LOOKS[status] ?? LOOKS.open;
  return <Badge tone={look.tone}>{t(look.label)}</Badge>;
}
