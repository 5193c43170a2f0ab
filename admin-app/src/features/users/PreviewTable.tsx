import styled from 'styled-components';
import { theme, useMessage, useT } from 'shared-ui';
import type { PreviewRow } from './usersFile';

/** Rows drawn at most: a 10,000-row file is summarised, its problem rows first. */
export const PREVIEW_LIMIT = 200;

const Scroll = styled.div`
  max-height: 320px;
  overflow: auto;
  margin-bottom: ${theme.space(4)};
  table { width: 100%; border-collapse: collapse; font-size: ${theme.font.size.sm}; }
  th, td { text-align: left; padding: ${theme.space(1)} ${theme.space(2)}; border-bottom: 1px solid ${theme.color.border}; vertical-align: top; }
  td[data-bad='true'] { color: ${theme.color.danger}; }
`;

/**
 * The file's users as they will be sent, each with its problems: the ones found here, and after a
 * refused upload the server's (`serverProblems`, by line).
 */
export function PreviewTable({ rows, serverProblems }: { rows: readonly PreviewRow[]; serverProblems?: Map<number, string[]> }) {
  const t = useT();
  const message = useMessage();
  const problemsOf = (row: PreviewRow) => [...row.problems.map((p) => message(p.key, p.vars)), ...(serverProblems?.get(row.line) ?? [])];
  const withProblems = rows.filter((row) => problemsOf(row).length > 0);
  const shown = [...withProblems, ...rows.filter((row) => problemsOf(row).length === 0)].slice(0, PREVIEW_LIMIT);
  return (
    <>
      <Scroll>
        <table>
          <caption>{t('userAdmin.csv.preview')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('userAdmin.csv.row')}</th>
              <th scope="col">{t('userAdmin.field.name')}</th>
              <th scope="col">{t('userAdmin.field.email')}</th>
              <th scope="col">{t('userAdmin.field.cohort')}</th>
              <th scope="col">{t('userAdmin.csv.problems')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const problems = problemsOf(row);
              return (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td>{row.name}</td>
                  <td>{row.email}</td>
                  <td>{row.cohort}</td>
                  <td data-bad={problems.length > 0}>{problems.length ? problems.join(' ') : t('userAdmin.csv.ok')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Scroll>
      {rows.length > shown.length && <p>{t('userAdmin.csv.shown', { shown: shown.length, total: rows.length })}</p>}
    </>
  );
}
