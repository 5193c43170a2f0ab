import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, FormField, Input, Modal, ModalActions, theme, useT } from 'shared-ui';

const Row = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  input { flex: 1; min-width: 0; }
`;

type Copy = 'idle' | 'copied' | 'failed';

/**
 * 'New Assessment Link Created!' (SPEC.md section 2): the link's full address, ready to copy. The
 * clipboard API needs a secure context and the user's permission; without it the address is
 * selected in its field and the admin is told to copy it by hand.
 */
export function LinkCreatedModal({ url, msg, onClose }: { url: string; msg: string; onClose: () => void }) {
  const t = useT();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<Copy>('idle');

  const copyLink = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      field.current?.focus();
      field.current?.select();
      setCopy('failed');
    }
  };

  return (
    <Modal open title={t('admin.linkCreated.title')} onClose={onClose} closeButton={false}>
      <Alert variant="success">{msg}</Alert>
      <FormField label={t('admin.linkCreated.url')}>
        {(control) => (
          <Row>
            <Input {...control} ref={field} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
            <Button variant="secondary" onClick={copyLink} data-autofocus>
              {t('admin.linkCreated.copy')}
            </Button>
          </Row>
        )}
      </FormField>
      {/* A live region that is always there, so the outcome of Copy is announced when it changes. */}
      <div role="status">
        {copy === 'copied' && <Alert variant="success" role="none">{t('admin.linkCreated.copied')}</Alert>}
        {copy === 'failed' && <Alert variant="info" role="none">{t('admin.linkCreated.copyFailed')}</Alert>}
      </div>
      <ModalActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </ModalActions>
    </Modal>
  );
}
