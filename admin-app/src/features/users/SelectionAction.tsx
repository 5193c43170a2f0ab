import { useState } from 'react';
import { Alert, ConfirmDialog, useErrorText, useT } from 'shared-ui';
import { SelectionButton } from './SelectionButton';

interface SelectionActionProps {
  /** The button's text, also the dialog's title and its confirm button's label. */
  label: string;
  confirmLabel: string;
  /** Asks about what happens to the selected users, naming how many. */
  question: string;
  selectedUserIds: number[];
  /** Runs the call; resolves to the server's msg. */
  act: (userIds: number[]) => Promise<string>;
  /** The alert text of a failure, from the reason in the screen's language. */
  failureText?: (reason: string) => string;
}

/**
 * A team-page action on the ticked users: disabled with none ticked (and says why), asks first,
 * then shows the server's msg, or the failure.
 */
export function SelectionAction({ label, confirmLabel, question, selectedUserIds, act, failureText = (reason) => reason }: SelectionActionProps) {
  const t = useT();
  const errorText = useErrorText();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();

  const confirm = async () => {
    setBusy(true);
    try {
      setOutcome({ ok: true, text: await act(selectedUserIds) });
    } catch (error) {
      setOutcome({ ok: false, text: failureText(errorText(error)) });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <SelectionButton
        label={label}
        none={selectedUserIds.length === 0}
        onClick={() => {
          setOutcome(undefined);
          setAsking(true);
        }}
      />
      {outcome && (
        <Alert variant={outcome.ok ? 'success' : 'error'}>
          <p>{outcome.text}</p>
        </Alert>
      )}
      <ConfirmDialog
        open={asking}
        title={label}
        confirmLabel={confirmLabel}
        cancelLabel={t('userAdmin.cancel')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>{question}</p>
      </ConfirmDialog>
    </>
  );
}
