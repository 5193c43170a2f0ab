import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { ErrorAlert } from './errors';
import { Modal, ModalActions } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Says what will happen, naming what is affected. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /**
   * Takes the action. When it returns a promise the dialog owns the outcome: it waits while the
   * promise runs and shows its failure above the question (unless onError takes it elsewhere).
   */
  onConfirm: () => void | Promise<void>;
  /** Says what failed above the failure's reason ('Could not leave class'), where the spec names it. */
  failureTitle?: string;
  /** A failure of onConfirm's promise the caller shows itself (true) or leaves here (false). */
  onError?: (error: unknown) => boolean;
  onCancel: () => void;
  /** Escape and ×, where they mean more than the cancel button (Back in a flow closes it all). */
  onClose?: () => void;
  /** A destructive action gets the danger button. */
  danger?: boolean;
  /** While the action runs: both buttons wait. */
  busy?: boolean;
  /** Focus starts on the confirm button rather than on ×, after a step that chose what to confirm. */
  focusConfirm?: boolean;
}

/** The confirmation every destructive or far-reaching action asks for first; Escape cancels. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return props.open ? <OpenConfirmDialog {...props} /> : null;
}

function OpenConfirmDialog(props: ConfirmDialogProps) {
  const { title, children, confirmLabel, cancelLabel, onConfirm, failureTitle, onError, onCancel, onClose = onCancel, danger = false, busy = false, focusConfirm = false } = props;
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const waiting = busy || sending;

  const confirm = async () => {
    const action = onConfirm();
    if (!action) return;
    setSending(true);
    setFailure(undefined);
    try {
      await action;
    } catch (error) {
      if (!onError?.(error)) setFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open title={title} onClose={waiting ? undefined : onClose}>
      {failure !== undefined && <ErrorAlert error={failure} title={failureTitle} />}
      {children}
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={waiting}>
          {cancelLabel}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={() => void confirm()} disabled={waiting} aria-busy={sending || undefined} data-autofocus={focusConfirm || undefined}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
