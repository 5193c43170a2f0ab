import { Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { readSession } from 'shared-api';
import styled from 'styled-components';
import { Loading, Muted, Page, theme, useT } from 'shared-ui';
import { CARDS } from './cards';
import type { CardId } from './cards';
import { MODALS } from './modals';

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

/**
 * A card: its button holds the title alone, so the button's name is exactly the text it shows
 * (WCAG 2.5.3); the line under it describes it. The button's ::after covers the card, so a click
 * anywhere on it opens the modal.
 */
const Card = styled.li`
  position: relative;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  &:hover { border-color: ${theme.color.primary}; }
  p { margin: 0; color: ${theme.color.textMuted}; font-size: ${theme.font.size.sm}; }
`;

const CardButton = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  text-align: left;
  font: inherit;
  font-weight: ${theme.font.weight.bold};
  color: inherit;
  cursor: pointer;
  &::after { content: ''; position: absolute; inset: 0; border-radius: ${theme.radius.lg}; }
`;

/** The undo under a card's text: above the card button's cover, so it takes its own clicks. */
const UndoButton = styled.button`
  position: relative;
  z-index: 1;
  align-self: flex-start;
  margin-top: auto;
  padding: ${theme.space(1)} 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.danger};
  text-decoration: underline;
  cursor: pointer;
`;

const Build = styled.p`
  margin-top: ${theme.space(6)};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

export function AdminDashboard({ buildLabel = BUILD_LABEL }: { buildLabel?: string }) {
  const t = useT();
  const baseId = useId();
  const [open, setOpen] = useState<{ id: CardId; undo: boolean } | null>(null);
  const OpenModal = open && MODALS[open.id];
  // A team leader gets the cards of their own teams' work; the lists inside are theirs alone.
  const admin = readSession()?.admin ?? false;
  const cards = CARDS.filter((card) => admin || !('adminOnly' in card));

  return (
    <Page data-remote="admin" data-build-label={buildLabel}>
      <h1>{t('admin.title')}</h1>
      <Muted>{t('admin.intro')}</Muted>
      <p>
        {admin && (
          <>
            <Link to="/audit">{t('audit.link')}</Link> · <Link to="/payments">{t('payments.title')}</Link> ·{' '}
            <Link to="/deletion-requests">{t('deletionRequests.title')}</Link> ·{' '}
          </>
        )}
        <Link to="/outbox">{t('outbox.link')}</Link>
      </p>
      <Grid aria-label={t('admin.cards')}>
        {cards.map((card) => (
          <Card key={card.id}>
            <CardButton type="button" data-card={card.id} aria-haspopup="dialog" aria-describedby={`${baseId}-${card.id}-text`} onClick={() => setOpen({ id: card.id, undo: false })}>
              {t(card.title)}
            </CardButton>
            <p id={`${baseId}-${card.id}-text`}>{t(card.text)}</p>
            {'undo' in card && (
              <UndoButton type="button" data-undo={card.id} aria-haspopup="dialog" onClick={() => setOpen({ id: card.id, undo: true })}>
                {t(card.undo)}
              </UndoButton>
            )}
          </Card>
        ))}
      </Grid>
      {OpenModal && (
        <Suspense fallback={<Loading />}>
          <OpenModal undo={open.undo} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {buildLabel && <Build data-testid="build-label">{t('admin.buildLabel', { label: buildLabel })}</Build>}
    </Page>
  );
}
