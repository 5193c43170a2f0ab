import { useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { useOutboxQuery, useRetryEmailMutation } from 'shared-api';
import type { OutboxFilters, OutboxMessage, OutboxStatus } from 'shared-api';
import type { DictionaryKey } from 'shared-api/texts';
import {
  Badge, Button, Card, ErrorAlert, FormField, Input, Loading, Modal, ModalActions, Muted, OutcomeAlert, Page, Select, Stack, Table, TableScroll,
  theme, useFormat, useT,
} from 'shared-ui';
import type { Outcome, Tone } from 'shared-ui';

const STATUSES: Record<OutboxStatus, { label: DictionaryKey; tone: Tone }> = {
  queued: { label: 'outbox.status.queued', tone: 'blue' },
  sent: { label: 'outbox.status.sent', tone: 'green' },
  outbox: { label: 'outbox.status.outbox', tone: 'gray' },
  failed: { label: 'outbox.status.failed', tone: 'red' },
};

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)) auto;
  gap: ${theme.space(3)};
  align-items: end;
  > div { margin-bottom: 0; }
`;

const Body = styled.pre`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: inherit;
  margin: 0;
`;

function MessageRow({ message, onOpen, onOutcome }: { message: OutboxMessage; onOpen: () => void; onOutcome: (outcome: Outcome) => void }) {
  const t = useT();
  const format = useFormat();
  const [retry, { isLoading }] = useRetryEmailMutation();
  const status = STATUSES[message.status];
  return (
    <tr>
      <td>{format.dateTime(message.createdAt)}</td>
      <td>{message.to}</td>
      <td>{message.subject}</td>
      <td>{t(`lang.${message.language}`)}</td>
      <td>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </td>
      <td className="number">{message.attempts}</td>
      <td>{message.lastError ?? '-'}</td>
      <td>
        <Button variant="secondary" onClick={onOpen}>
          {t('outbox.open')}
        </Button>{' '}
        {message.status === 'failed' && (
          <Button
            disabled={isLoading}
            onClick={async () => {
              try {
                onOutcome(await retry({ id: message.id }).unwrap());
              } catch (error) {
                onOutcome({ error });
              }
            }}
          >
            {t('outbox.retry')}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** /outbox: the email queue, its failures and their retry (admins; a team leader their teams'). */
export function OutboxPage() {
  const t = useT();
  const [draft, setDraft] = useState<{ to: string; status: string }>({ to: '', status: '' });
  const [filters, setFilters] = useState<OutboxFilters>({});
  const [open, setOpen] = useState<OutboxMessage>();
  const [outcome, setOutcome] = useState<Outcome>();
  const messages = useOutboxQuery(filters);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ to: draft.to, status: (draft.status || undefined) as OutboxStatus | undefined });
  };

  return (
    <Page data-remote="admin">
      <Stack $gap={6}>
        <div>
          <h1>{t('outbox.title')}</h1>
          <Muted>{t('outbox.intro')}</Muted>
        </div>
        <OutcomeAlert outcome={outcome} />
        <Card>
          <Filters onSubmit={apply} aria-label={t('outbox.title')}>
            <FormField label={t('outbox.filter.to')}>
              {(control) => <Input {...control} type="email" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />}
            </FormField>
            <FormField label={t('outbox.filter.status')}>
              {(control) => (
                <Select {...control} value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
                  <option value="">{t('outbox.filter.all')}</option>
                  {Object.entries(STATUSES).map(([status, { label }]) => (
                    <option key={status} value={status}>
                      {t(label)}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <Button type="submit">{t('outbox.filter.apply')}</Button>
          </Filters>
        </Card>
        <Card>
          {messages.isLoading && <Loading />}
          {messages.error !== undefined && <ErrorAlert error={messages.error} />}
          {messages.data &&
            (messages.data.messages.length === 0 ? (
              <p>{t('outbox.none')}</p>
            ) : (
              <TableScroll>
                <Table>
                  <caption>{t('outbox.title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('audit.column.when')}</th>
                      <th scope="col">{t('outbox.column.to')}</th>
                      <th scope="col">{t('outbox.column.subject')}</th>
                      <th scope="col">{t('outbox.column.language')}</th>
                      <th scope="col">{t('outbox.column.status')}</th>
                      <th scope="col" className="number">{t('outbox.column.attempts')}</th>
                      <th scope="col">{t('outbox.column.error')}</th>
                      <th scope="col">{t('classes.column.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {messages.data.messages.map((message) => (
                      <MessageRow key={message.id} message={message} onOpen={() => setOpen(message)} onOutcome={setOutcome} />
                    ))}
                  </tbody>
                </Table>
              </TableScroll>
            ))}
        </Card>
      </Stack>
      <Modal open={open !== undefined} title={open?.subject ?? ''} onClose={() => setOpen(undefined)} closeButton={false}>
        <Muted>{open?.to}</Muted>
        <Body>{open?.body}</Body>
        <ModalActions>
          <Button onClick={() => setOpen(undefined)}>{t('outbox.close')}</Button>
        </ModalActions>
      </Modal>
    </Page>
  );
}
