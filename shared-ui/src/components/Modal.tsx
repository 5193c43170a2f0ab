import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useT } from '../I18nProvider';
import { theme } from '../theme';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${theme.color.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space(4)};
  z-index: 1000;
`;

const Dialog = styled.div`
  position: relative;
  background: ${theme.color.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.modal};
  padding: ${theme.space(6)};
  width: 100%;
  max-width: 520px;
  max-height: calc(100vh - ${theme.space(8)});
  overflow-y: auto;
  &:focus { outline: none; }
`;

const Title = styled.h2`
  font-size: ${theme.font.size.lg};
  padding-right: ${theme.space(8)};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${theme.space(3)};
  right: ${theme.space(3)};
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover { background: ${theme.color.secondary}; }
`;

export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(5)};
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** The element to focus first when it is not simply the first focusable one (the close button). */
const INITIAL_FOCUS = '[data-autofocus]';

/** The dialog opened last is the one on top: portals append to the body in opening order. */
function isTopmost(dialog: HTMLElement): boolean {
  const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
  return dialogs[dialogs.length - 1] === dialog;
}

export interface ModalProps {
  open: boolean;
  title: string;
  /** Omit together with blocking for a dialog the user cannot dismiss (cookies disabled). */
  onClose?: () => void;
  blocking?: boolean;
  /** Leave out the × button when the dialog's own actions already hold a Close button. */
  closeButton?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog: focus moves into it (to the element marked `data-autofocus`, else the first
 * focusable one) and stays there (Tab wraps), Escape and the close button dismiss it unless it is
 * blocking, and focus returns to where it was when it closes.
 */
export function Modal({ open, title, onClose, blocking = false, closeButton = true, children }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const dismissible = !blocking && onClose !== undefined;

  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    const active = document.activeElement as HTMLElement | null;
    // StrictMode runs this twice; the second time focus is already inside and stays where it is.
    if (!dialog?.contains(active)) {
      returnFocus.current = active;
      const first = dialog?.querySelector<HTMLElement>(INITIAL_FOCUS) ?? dialog?.querySelector<HTMLElement>(FOCUSABLE);
      (first ?? dialog)?.focus();
    }
    // Only once the dialog has really gone: StrictMode's rehearsal leaves it in place, and moving
    // focus out and back would blur (and so mark as touched) the form field that has it.
    return () => {
      if (!dialog?.isConnected) returnFocus.current?.focus?.();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent | globalThis.KeyboardEvent) => {
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation();
      onClose?.();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const inside = dialogRef.current.contains(document.activeElement);
    if (event.shiftKey && (!inside || document.activeElement === first)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
      event.preventDefault();
      first.focus();
    }
  };
  const latestKeyDown = useRef(onKeyDown);
  latestKeyDown.current = onKeyDown;

  // A focused control that gets disabled or removed (a button while its form sends, a step that
  // replaces the content) leaves focus on the page body, outside the dialog's own key handler:
  // Tab and Escape still belong to the dialog on top.
  useEffect(() => {
    if (!open) return;
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (dialog && !dialog.contains(document.activeElement) && isTopmost(dialog)) latestKeyDown.current(event);
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, [open]);

  if (!open) return null;

  return createPortal(
    <Backdrop onMouseDown={(e) => dismissible && e.target === e.currentTarget && onClose?.()}>
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Title id={titleId}>{title}</Title>
        {dismissible && closeButton && (
          <CloseButton type="button" aria-label={t('common.close')} onClick={onClose}>
            ×
          </CloseButton>
        )}
        {children}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
