import { useId } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-ui';

const Grid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: minmax(12rem, 2fr) repeat(${(p) => p.$columns}, minmax(4.5rem, 1fr));
  overflow-x: auto;
`;

/** Each row is a radio group; `display: contents` keeps its cells in the grid's columns. */
const Row = styled.div`
  display: contents;
  &:nth-of-type(even) > * { background: ${theme.color.background}; }
`;

const Cell = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space(2)};
  border-bottom: 1px solid ${theme.color.border};
`;

const Statement = styled(Cell)`
  justify-content: flex-start;
`;

const ColumnHead = styled(Cell)`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  text-align: center;
`;

const Radio = styled.input`
  width: 1.4rem;
  height: 1.4rem;
  cursor: pointer;
`;

export interface RatingRow {
  key: string;
  label: string;
}

export interface RatingTableProps {
  rows: RatingRow[];
  scale: { value: number; label: string }[];
  values: Record<string, number | string> | undefined;
  onChange: (rowKey: string, value: number) => void;
}

/**
 * The agreement and how-often tables: one radio group per statement, named by it, each radio
 * named by its scale label (the column heads are for the eye only).
 */
export function RatingTable({ rows, scale, values, onChange }: RatingTableProps) {
  const id = useId();
  return (
    <Grid $columns={scale.length}>
      <Row aria-hidden="true">
        <Cell />
        {scale.map((s) => (
          <ColumnHead key={s.value}>{s.label}</ColumnHead>
        ))}
      </Row>
      {rows.map((row) => (
        <Row key={row.key} role="radiogroup" aria-labelledby={`${id}-${row.key}`}>
          <Statement id={`${id}-${row.key}`}>{row.label}</Statement>
          {scale.map((s) => (
            <Cell key={s.value}>
              <Radio
                type="radio"
                name={`${id}-${row.key}`}
                value={s.value}
                aria-label={s.label}
                checked={Number(values?.[row.key]) === s.value}
                onChange={() => onChange(row.key, s.value)}
              />
            </Cell>
          ))}
        </Row>
      ))}
    </Grid>
  );
}
