/** Prints a Markdown table, numbers right-aligned, so a run can be pasted into README.md as is. */
export function printTable(header: string[], rows: string[][], leftAligned: number[] = [0]): void {
  const table = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...table.map((cells) => cells[c].length)));
  const left = (c: number) => leftAligned.includes(c);
  const line = (cells: string[]) => '| ' + cells.map((cell, c) => (left(c) ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join(' | ') + ' |';
  console.log(line(header));
  console.log('| ' + widths.map((w, c) => (left(c) ? '-'.repeat(w) : '-'.repeat(w - 1) + ':')).join(' | ') + ' |');
  for (const cells of rows) console.log(line(cells));
}
