import type { Cell } from '../../exports/tsv';
import type { ReportDocument, TableCell } from './reportTables';

/** Decimals a file keeps: more than the page shows, so the file can be analysed further. */
const FILE_DECIMALS = 4;

function cell(value: TableCell): Cell {
  if (typeof value !== 'object') return value;
  if (value.value === null) return null;
  // A p value keeps its significant digits: rounded to places, a tiny one would read 0.
  const rounded = Number(value.kind === 'p' ? value.value.toPrecision(FILE_DECIMALS) : value.value.toFixed(value.kind === 'df' ? 0 : FILE_DECIMALS));
  // What rounds to zero is zero: no "-0".
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * cohort-report.tsv: the title and audience first, then each table under its title with a blank
 * line before it, and the notes last. The exports' writer guards every cell (a team or department
 * name starting with "=" stays text, never a formula).
 */
export function reportTsv(document: ReportDocument): { header: Cell[]; rows: Cell[][] } {
  const rows: Cell[][] = [];
  for (const table of document.tables) {
    rows.push([], [table.title], table.header);
    for (const row of table.rows) rows.push(row.map(cell));
  }
  rows.push([], ...document.notes.map((note) => [note]));
  return { header: [document.title, document.audience], rows };
}
