/**
 * Saves a file the browser downloads: through a link to the blob, since a file fetched with the
 * session's Authorization header, or made in the page, has no URL of its own.
 */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Saves text as a file. A byte-order mark goes first so that spreadsheets and older editors read
 * the UTF-8 (Korean, Portuguese names) as UTF-8.
 */
export function saveTextFile(fileName: string, text: string, type = 'text/plain'): void {
  saveFile(fileName, new Blob([`\uFEFF${text}`], { type: `${type};charset=utf-8` }));
}

/** A file name made of an arbitrary label (an email, a team name). */
export const fileNamePart = (label: string) => label.replace(/[^\p{L}\p{N}@._-]+/gu, '-').slice(0, 80);
