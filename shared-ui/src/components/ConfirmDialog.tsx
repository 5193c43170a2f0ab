import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal, ModalActions } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Says what will happen, naming what is affected. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** A destructive action gets the danger button. */
  danger?: boolean;
  /** While the action runs: both buttons wait. */
  busy?: boolean;
}

/** The confirmation every destructive or far-reaching action asks for first; Escape cancels. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, onConfirm, onCancel, danger = false, busy = false }: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={busy ? undefined : onCancel}>
      {children}
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
