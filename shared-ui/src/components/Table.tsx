import styled from 'styled-components';
import { theme } from '../theme';

/**
 * A wide table scrolls sideways inside its card on a narrow screen instead of widening the page.
 * One that may scroll on a wide screen too takes tabIndex 0, role region and a label, so a keyboard
 * can scroll it (axe: scrollable-region-focusable).
 */
export const TableScroll = styled.div`
  overflow-x: auto;
`;

/** A plain data table: a header row, ruled rows, a muted caption. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption { text-align: left; color: ${theme.color.textMuted}; padding-bottom: ${theme.space(2)}; }
  th, td { text-align: left; padding: ${theme.space(2)} ${theme.space(3)}; border-bottom: 1px solid ${theme.color.border}; vertical-align: top; }
  th { font-weight: ${theme.font.weight.medium}; white-space: nowrap; }
  /* A number never breaks across lines: a wide table scrolls (TableScroll) instead. */
  td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
`;
