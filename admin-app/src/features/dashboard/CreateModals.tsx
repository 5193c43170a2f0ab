import { useId } from 'react';
import styled from 'styled-components';
import { useFormikContext } from 'formik';
import {
  addAccessLinkSchema,
  addCohortSchema,
  addTeamSchema,
  useAccessLinksQuery,
  useAddAccessLinkMutation,
  useAddCohortMutation,
  useAddTeamMutation,
} from 'shared-api';
import { FormModal, Muted, TextField, theme, useT } from 'shared-ui';
import { ANY_COHORT, TeamCohortFields, type TeamCohortValues } from './TeamCohortFields';

/** The address a participant opens for a link text: SPEC.md's /r?t=<link text>. */
export const linkUrl = (linkText: string) => `${window.location.origin}/r?t=${encodeURIComponent(linkText)}`;

/** A link text already in use is about the link text, though the server names no field. */
const LINK_TAKEN_FIELD = { LINK_TAKEN: 'LinkText' };

/** What a creation answered: the server's msg, shown to the admin in the next step. */
interface Created {
  msg: string;
}

export function CreateTeamModal({ onClose, onCreated }: { onClose: () => void; onCreated: (team: Created & { teamId: number }) => void }) {
  const t = useT();
  const [addTeam] = useAddTeamMutation();
  return (
    <FormModal
      title={t('admin.card.createTeam')}
      onClose={onClose}
      cancelLabel={t('admin.form.cancel')}
      initialValues={{ teamName: '' }}
      validationSchema={addTeamSchema}
      submitLabel={t('admin.team.submit')}
      onSubmit={async (values) => {
        const { id, msg } = await addTeam(addTeamSchema.cast(values)).unwrap();
        onCreated({ teamId: id, msg });
      }}
    >
      <TextField name="teamName" label={t('admin.team.name')} autoComplete="off" data-autofocus />
    </FormModal>
  );
}

export function AddCohortModal({ teamId, onClose, onCreated }: {
  /** Selected at first (the team just created). */
  teamId?: number;
  onClose: () => void;
  onCreated: (cohort: Created & { teamId: number; cohortId: number }) => void;
}) {
  const t = useT();
  const [addCohort] = useAddCohortMutation();
  return (
    <FormModal
      title={t('admin.card.addCohort')}
      onClose={onClose}
      cancelLabel={t('admin.form.cancel')}
      initialValues={{ TeamID: teamId ? String(teamId) : '', CohortName: '' }}
      validationSchema={addCohortSchema}
      submitLabel={t('admin.cohort.submit')}
      onSubmit={async (values) => {
        const { TeamID, CohortName } = addCohortSchema.cast(values);
        const { id, msg } = await addCohort({ teamId: TeamID, cohortName: CohortName }).unwrap();
        onCreated({ teamId: TeamID, cohortId: id, msg });
      }}
    >
      <TeamCohortFields autoFocus={!teamId} />
      <TextField name="CohortName" label={t('admin.cohort.name')} autoComplete="off" data-autofocus={teamId ? true : undefined} />
    </FormModal>
  );
}

const LinkList = styled.ul`
  margin: 0 0 ${theme.space(4)};
  padding-left: ${theme.space(5)};
  font-size: ${theme.font.size.sm};
  word-break: break-all;
`;

/** The links the chosen team has already (from /api/access-links), so the admin does not make one twice. */
function TeamLinks() {
  const t = useT();
  const headingId = useId();
  const { values } = useFormikContext<TeamCohortValues>();
  const links = useAccessLinksQuery().data?.linksByTeam[values.TeamID] ?? [];
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Muted id={headingId}>{t('admin.link.existing')}</Muted>
      <LinkList>
        {links.map((link) => (
          <li key={link.value}>{linkUrl(link.value)}</li>
        ))}
      </LinkList>
    </section>
  );
}

function LinkTextField({ autoFocus }: { autoFocus: boolean }) {
  const t = useT();
  const { values } = useFormikContext<{ LinkText: string }>();
  const text = values.LinkText.trim();
  return (
    <TextField
      name="LinkText"
      label={t('admin.link.text')}
      hint={text ? t('admin.link.hint', { url: linkUrl(text) }) : undefined}
      autoComplete="off"
      spellCheck={false}
      data-autofocus={autoFocus || undefined}
    />
  );
}

export function GenerateLinkModal({ teamId, cohortId, onClose, onCreated }: {
  /** Selected at first (the team and cohort just created). */
  teamId?: number;
  cohortId?: number;
  onClose: () => void;
  onCreated: (link: Created & { url: string }) => void;
}) {
  const t = useT();
  const [addAccessLink] = useAddAccessLinkMutation();
  return (
    <FormModal
      title={t('admin.card.generateLink')}
      onClose={onClose}
      cancelLabel={t('admin.form.cancel')}
      initialValues={{ TeamID: teamId ? String(teamId) : '', CohortId: cohortId ? String(cohortId) : ANY_COHORT, LinkText: '' }}
      validationSchema={addAccessLinkSchema}
      submitLabel={t('admin.link.submit')}
      fieldOfCode={LINK_TAKEN_FIELD}
      onSubmit={async (values) => {
        const { TeamID, CohortId, LinkText } = addAccessLinkSchema.cast(values);
        const { msg } = await addAccessLink({ teamId: TeamID, cohortId: CohortId, linkText: LinkText }).unwrap();
        onCreated({ url: linkUrl(LinkText), msg });
      }}
    >
      <TeamCohortFields cohort="none" autoFocus={!teamId} />
      <LinkTextField autoFocus={Boolean(teamId)} />
      <TeamLinks />
    </FormModal>
  );
}
