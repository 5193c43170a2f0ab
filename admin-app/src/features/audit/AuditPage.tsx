import { useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { AUDIT_ACTIONS, AUDIT_KINDS, auditActionsOf, auditActorText, auditHeaders, auditKindOf, auditTexts, useAuditLogQuery, useTeamsByRecencyQuery } from 'shared-api';
import type { AuditAction, AuditFilters, AuditKind, AuditRecord } from 'shared-api';
import type { DictionaryKey } from 'shared-api/texts';
import { Button, Card, ErrorAlert, FormField, Input, Loading, Muted, Page, Select, Stack, Table, TableScroll, theme, useFormat, useLanguage, useT } from 'shared-ui';
import { DownloadAuditButton } from '../downloads';

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)) auto;
  gap: ${theme.space(3)};
  align-items: end;
  > div { margin-bottom: 0; }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  align-items: center;
  justify-content: space-between;
  margin-top: ${theme.space(4)};
`;

/** Each action's label, by its name in the log (data: the list is shared-api's). */
const actionLabel = (action: AuditAction) => `audit.action.${action}` as DictionaryKey;

/** One page of records: the first, or the one before an id; "Show Older" adds the next. */
function AuditPageOf({ filters, before, onOlder }: { filters: AuditFilters; before?: number; onOlder?: (next: number) => void }) {
  const t = useT();
  const format = useFormat();
  const { language } = useLanguage();
  const page = useAuditLogQuery({ ...filters, before });
  if (!page.data) {
    return (
      <tr>
        <td colSpan={6}>{page.isLoading ? <Loading /> : <ErrorAlert error={page.error} />}</td>
      </tr>
    );
  }
  const { records, next } = page.data;
  const row = (r: AuditRecord) => {
    const { target, summary } = auditTexts(r, { language, t });
    const actor = auditActorText(r, { t });
    return (
      <tr key={r.id}>
        <td>{format.dateTime(r.at)}</td>
        <td>
          {actor.who}
          <Muted as="span"> · {actor.role}</Muted>
        </td>
        <td>{t(actionLabel(r.action))}</td>
        <td className="number">{r.teamId ?? '-'}</td>
        <td>{target}</td>
        <td>{summary}</td>
      </tr>
    );
  };
  return (
    <>
      {records.map(row)}
      {next !== null && onOlder && (
        <tr>
          <td colSpan={6}>
            <Button variant="secondary" onClick={() => onOlder(next)}>
              {t('audit.more')}
            </Button>
          </td>
        </tr>
      )}
      {records.length === 0 && before === undefined && (
        <tr>
          <td colSpan={6}>{t('audit.none')}</td>
        </tr>
      )}
    </>
  );
}

/** /audit: who changed or read what, newest first, by team, person, kind and action (admins only; issue 11). */
export function AuditPage() {
  const t = useT();
  const teams = useTeamsByRecencyQuery();
  const [draft, setDraft] = useState<{ teamId: string; actorEmail: string; kind: AuditKind | ''; action: AuditAction | '' }>({ teamId: '', actorEmail: '', kind: '', action: '' });
  // The Action list holds the chosen kind's actions only: an action of the other kind would match nothing.
  const actions = draft.kind ? auditActionsOf(draft.kind) : AUDIT_ACTIONS;
  const chooseKind = (kind: AuditKind | '') => {
    const keeps = !draft.action || !kind || auditKindOf(draft.action) === kind;
    setDraft({ ...draft, kind, action: keeps ? draft.action : '' });
  };
  const [filters, setFilters] = useState<AuditFilters>({});
  // The ids each later page starts before; a new search starts over.
  const [pages, setPages] = useState<number[]>([]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ teamId: draft.teamId ? Number(draft.teamId) : undefined, actorEmail: draft.actorEmail, kind: draft.kind || undefined, action: draft.action || undefined });
    setPages([]);
  };

  return (
    <Page data-remote="admin">
      <Stack $gap={6}>
        <div>
          <h1>{t('audit.title')}</h1>
          <Muted>{t('audit.intro')}</Muted>
        </div>
        <Card>
          <Filters onSubmit={apply} aria-label={t('audit.title')}>
            <FormField label={t('audit.filter.team')}>
              {(control) => (
                <Select {...control} value={draft.teamId} onChange={(e) => setDraft({ ...draft, teamId: e.target.value })}>
                  <option value="">{t('audit.filter.all')}</option>
                  {teams.data?.teams.map((team) => (
                    <option key={team.id} value={String(team.id)}>
                      {team.name}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label={t('audit.filter.person')}>
              {(control) => <Input {...control} type="email" value={draft.actorEmail} onChange={(e) => setDraft({ ...draft, actorEmail: e.target.value })} />}
            </FormField>
            <FormField label={t('audit.filter.kind')}>
              {(control) => (
                <Select {...control} value={draft.kind} onChange={(e) => chooseKind(e.target.value as AuditKind | '')}>
                  <option value="">{t('audit.filter.all')}</option>
                  {AUDIT_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(kind === 'read' ? 'audit.kind.read' : 'audit.kind.change')}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label={t('audit.filter.action')}>
              {(control) => (
                <Select {...control} value={draft.action} onChange={(e) => setDraft({ ...draft, action: e.target.value as AuditAction | '' })}>
                  <option value="">{t('audit.filter.all')}</option>
                  {actions.map((action) => (
                    <option key={action} value={action}>
                      {t(actionLabel(action))}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <Button type="submit">{t('audit.filter.apply')}</Button>
          </Filters>
        </Card>
        <Card>
          <TableScroll>
            <Table>
              <caption>{t('audit.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('audit.column.when')}</th>
                  <th scope="col">{t('audit.column.who')}</th>
                  <th scope="col">{t('audit.column.action')}</th>
                  <th scope="col" className="number">{t('audit.column.team')}</th>
                  <th scope="col">{t('audit.column.target')}</th>
                  <th scope="col">{t('audit.column.summary')}</th>
                </tr>
              </thead>
              <tbody>
                {[undefined, ...pages].map((before, i) => (
                  <AuditPageOf
                    key={`${JSON.stringify(filters)}-${before ?? 'first'}`}
                    filters={filters}
                    before={before}
                    onOlder={i === pages.length ? (next) => setPages([...pages, next]) : undefined}
                  />
                ))}
              </tbody>
            </Table>
          </TableScroll>
          <Footer>
            <DownloadAuditButton filters={auditHeaders(filters)} name={t('audit.title')} />
          </Footer>
        </Card>
      </Stack>
    </Page>
  );
}
