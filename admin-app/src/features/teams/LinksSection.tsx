import { useState } from 'react';
import { accessLinkState, useCohortsQuery, type AccessLink, type AccessLinkState } from 'shared-api';
import type { DictionaryKey } from 'shared-api/texts/lazy';
import { Badge, useFormat, useT, type Tone } from 'shared-ui';
import { EditLinkDialog } from './EditLinkDialog';
import { SectionTable } from './SectionTable';
import { SmallButton } from './styles';

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
    <SectionTable
      title={t('cohorts.links.title')}
      empty={t('cohorts.links.empty')}
      rows={links}
      rowKey={(link) => link.value}
      columns={[
        { header: t('cohorts.links.link'), cell: (link) => `/r?t=${link.value}` },
        { header: t('cohorts.links.cohort'), cell: (link) => link.cohort ?? t('cohorts.links.wholeTeam') },
        {
          header: t('cohorts.links.state'),
          cell: (link) => {
            const state = STATE[accessLinkState(link)];
            return <Badge tone={state.tone}>{t(state.text)}</Badge>;
          },
        },
        { header: t('cohorts.links.expires'), cell: (link) => (link.expires_at ? format.dateTime(link.expires_at) : t('cohorts.links.never')) },
        { header: t('cohorts.links.emailDesc'), cell: (link) => link.email_desc ?? t('cohorts.links.teamDomain') },
      ]}
      actions={(link) => (
        <SmallButton variant="secondary" aria-label={t('cohorts.links.editOne', { value: link.value })} onClick={() => setEditing(link)}>
          {t('cohorts.links.edit')}
        </SmallButton>
      )}
    >
      {editing && <EditLinkDialog link={editing} cohorts={cohorts} onClose={() => setEditing(null)} />}
    </SectionTable>
  );
}
