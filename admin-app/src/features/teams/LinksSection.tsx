import { useState } from 'react';
import { accessLinkState, useCohortsQuery, type AccessLink, type AccessLinkState } from 'shared-api';
import type { DictionaryKey } from 'shared-api/texts/lazy';
import { Badge, Card, Muted, Table, TableScroll, useFormat, useT, type Tone } from 'shared-ui';
import { EditLinkDialog } from './EditLinkDialog';
import { SectionTitle, SmallButton } from './styles';

const STATE: Record<AccessLinkState, { tone: Tone; text: DictionaryKey }> = {
  active: { tone: 'green', text: 'cohorts.links.state.active' },
  disabled: { tone: 'gray', text: 'cohorts.links.state.disabled' },
  expired: { tone: 'red', text: 'cohorts.links.state.expired' },
};

/** The team's assessment links: whose cohort each serves, whether it still works and until when. */
export function LinksSection({ teamId, links }: { teamId: number; links: AccessLink[] }) {
  const t = useT();
  const format = useFormat();
  const cohorts = useCohortsQuery().data?.cohortsByTeam[teamId] ?? {};
  const [editing, setEditing] = useState<AccessLink | null>(null);

  return (
    <Card>
      <SectionTitle>{t('cohorts.links.title')}</SectionTitle>
      {!links.length && <Muted>{t('cohorts.links.empty')}</Muted>}
      {links.length > 0 && (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('cohorts.links.link')}</th>
                <th scope="col">{t('cohorts.links.cohort')}</th>
                <th scope="col">{t('cohorts.links.state')}</th>
                <th scope="col">{t('cohorts.links.expires')}</th>
                <th scope="col">{t('cohorts.links.emailDesc')}</th>
                <th scope="col">{t('team.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {links.map((link) => {
                const state = STATE[accessLinkState(link)];
                return (
                  <tr key={link.value}>
                    <th scope="row">/r?t={link.value}</th>
                    <td>{link.cohort ?? t('cohorts.links.wholeTeam')}</td>
                    <td>
                      <Badge tone={state.tone}>{t(state.text)}</Badge>
                    </td>
                    <td>{link.expires_at ? format.dateTime(link.expires_at) : t('cohorts.links.never')}</td>
                    <td>{link.email_desc ?? t('cohorts.links.teamDomain')}</td>
                    <td>
                      <SmallButton variant="secondary" aria-label={t('cohorts.links.editOne', { value: link.value })} onClick={() => setEditing(link)}>
                        {t('cohorts.links.edit')}
                      </SmallButton>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableScroll>
      )}
      {editing && <EditLinkDialog link={editing} cohorts={cohorts} onClose={() => setEditing(null)} />}
    </Card>
  );
}
