/**
 * Saves text as a file the browser downloads. A byte-order mark goes first so that spreadsheets
 * and older editors read the UTF-8 (Korean, Portuguese names) as UTF-8.
 */
export function downloadTextFile(fileName: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name made of an arbitrary label (an email, a team name). */
export const fileNamePart = (label: string) => label.replace(/[^\p{L}\p{N}@._-]+/gu, '-').slice(0, 80);
