import { useId, useState } from 'react';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { Muted, Page, theme, useT } from 'shared-ui';
import { CARDS, cardText, cardTitle } from './cards';
import type { CardId } from './cards';

/** The modal each card opens; a card without one yet is shown but disabled. */
export type CardModal = ComponentType<{ onClose: () => void }>;
const MODALS: Partial<Record<CardId, CardModal>> = {};

/** Set at build time (webpack DefinePlugin); tells deployed builds of this remote apart. */
const BUILD_LABEL = process.env.REMOTE_BUILD_LABEL ?? '';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${theme.space(4)};
`;

const CardButton = styled.button`
  width: 100%;
  height: 100%;
  text-align: left;
  font: inherit;
  color: inherit;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space(5)};
  cursor: pointer;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  &:hover:not(:disabled) { border-color: ${theme.color.primary}; }
  &:disabled { cursor: default; opacity: 0.8; }
  strong { font-size: ${theme.font.size.md}; }
  span { color: ${theme.color.textMuted}; font-size: ${theme.font.size.sm}; }
`;

const Build = styled.p`
  margin-top: ${theme.space(6)};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

export function AdminDashboard({ modals = MODALS, buildLabel = BUILD_LABEL }: { modals?: Partial<Record<CardId, CardModal>>; buildLabel?: string }) {
  const t = useT();
  const baseId = useId();
  const [open, setOpen] = useState<CardId | null>(null);
  const OpenModal = open ? modals[open] : undefined;

  return (
    <Page data-remote="admin" data-build-label={buildLabel}>
      <h1>{t('admin.title')}</h1>
      <Muted>{t('admin.intro')}</Muted>
      <Grid aria-label={t('admin.cards')}>
        {CARDS.map((id) => {
          const available = Boolean(modals[id]);
          return (
            <li key={id}>
              <CardButton
                type="button"
                data-card={id}
                aria-haspopup="dialog"
                // Named by its SPEC.md title alone; the line under it is its description.
                aria-labelledby={`${baseId}-${id}-title`}
                aria-describedby={`${baseId}-${id}-text`}
                disabled={!available}
                title={available ? undefined : t('admin.card.soon')}
                onClick={() => setOpen(id)}
              >
                <strong id={`${baseId}-${id}-title`}>{t(cardTitle(id))}</strong>
                <span id={`${baseId}-${id}-text`}>{t(cardText(id))}</span>
              </CardButton>
            </li>
          );
        })}
      </Grid>
      {OpenModal && <OpenModal onClose={() => setOpen(null)} />}
      {buildLabel && <Build data-testid="build-label">{t('admin.buildLabel', { label: buildLabel })}</Build>}
    </Page>
  );
}
