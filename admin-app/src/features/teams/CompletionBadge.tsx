import { Badge, useT } from 'shared-ui';
import type { Tone } from 'shared-ui';

/**
 * SPEC.md sections 2 and 9: green when every user finished, yellow when at least half (the 50%
 * threshold), red otherwise. A team without users has nothing to complete: neutral grey.
 */
export function completionTone(finished: number, total: number): Tone {
  if (total === 0) return 'gray';
  if (finished >= total) return 'green';
  return finished * 2 >= total ? 'yellow' : 'red';
}

export function CompletionBadge({ finished, total }: { finished: number; total: number }) {
  const t = useT();
  const percent = total ? Math.floor((finished / total) * 100) : 0;
  return (
    <p>
      {t('team.completion.label')}{' '}
      <Badge tone={completionTone(finished, total)} data-testid="completion-badge">
        {total ? t('team.completion.value', { finished, total, percent }) : t('team.completion.none')}
      </Badge>
    </p>
  );
}
