import type { ReactNode } from 'react';
import { Alert, Card, ErrorAlert, Muted, Table, TableScroll, useT } from 'shared-ui';
import { SectionTitle } from './styles';

/** One column of a section's table; the first names the row (its header cell). */
export interface SectionColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
}

/**
 * A card of the team page that lists things of the team (cohorts, links, planned actions): its
 * title, the outcome of the last action, a failure to load, an empty state once loaded, and the
 * table with each row's actions last. Its dialogs come as children.
 */
export function SectionTable<T>({ title, notice, error, loaded = true, empty, rows, rowKey, columns, actions, children }: {
  title: string;
  notice?: string;
  error?: unknown;
  /** False while the list is still coming: no empty state yet. */
  loaded?: boolean;
  empty: string;
  rows: T[];
  rowKey: (row: T) => string | number;
  columns: SectionColumn<T>[];
  actions: (row: T) => ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  const [first, ...rest] = columns;
  const numeric = (column: SectionColumn<T>) => (column.numeric ? 'number' : undefined);
  return (
    <Card>
      <SectionTitle>{title}</SectionTitle>
      {notice && <Alert variant="success">{notice}</Alert>}
      {error !== undefined && <ErrorAlert error={error} />}
      {loaded && !rows.length && <Muted>{empty}</Muted>}
      {rows.length > 0 && (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={numeric(column)}>
                    {column.header}
                  </th>
                ))}
                <th scope="col">{t('team.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  <th scope="row" className={numeric(first)}>
                    {first.cell(row)}
                  </th>
                  {rest.map((column) => (
                    <td key={column.header} className={numeric(column)}>
                      {column.cell(row)}
                    </td>
                  ))}
                  <td>{actions(row)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      {children}
    </Card>
  );
}
