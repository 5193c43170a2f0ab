import { useId } from 'react';
import { Button, useT } from 'shared-ui';

/** A team-page button acting on the ticked users: disabled with none ticked, and says why. */
export function SelectionButton({ label, none, onClick }: { label: string; none: boolean; onClick: () => void }) {
  const t = useT();
  const hintId = useId();
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        disabled={none}
        aria-describedby={none ? hintId : undefined}
        title={none ? t('userAdmin.noSelection') : undefined}
        onClick={onClick}
      >
        {label}
      </Button>
      {none && (
        <span id={hintId} hidden>
          {t('userAdmin.noSelection')}
        </span>
      )}
    </>
  );
}
