import { renderWithProviders } from 'shared-ui/testing';
import { act, screen } from '@testing-library/react';
import { afterUnauthorized, DOWNLOADS, readSession, storeSession } from 'shared-api';
import { DownloadResponsesButton, DownloadResultsButton } from '.';

interface Sent {
  path: string;
  init: { method?: string; headers?: Record<string, string> };
}

/** A streamed body (ASCII) whose chunks the test releases one by one. */
function controlledBody() {
  const queue: ((chunk: { done: boolean; value?: Uint8Array }) => void)[] = [];
  const pending: Promise<{ done: boolean; value?: Uint8Array }>[] = [];
  const next = () => {
    if (!pending.length) pending.push(new Promise((resolve) => queue.push(resolve)));
    return pending.shift() as Promise<{ done: boolean; value?: Uint8Array }>;
  };
  return {
    body: { getReader: () => ({ read: next }) },
    push(text: string | null) {
      const chunk = text === null ? { done: true } : { done: false, value: Uint8Array.from(text, (c) => c.charCodeAt(0)) };
      const resolve = queue.shift();
      if (resolve) resolve(chunk);
      else pending.push(Promise.resolve(chunk));
    },
  };
}

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

let sent: Sent[];
let saved: { name: string; href: string }[];
let blobs: Blob[];

function answer(response: (path: string) => Promise<unknown> | unknown) {
  globalThis.fetch = jest.fn(async (path: unknown, init: unknown) => {
    sent.push({ path: String(path), init: init as Sent['init'] });
    return response(String(path));
  }) as unknown as typeof fetch;
}

const failure = (status: number, body: unknown) => ({ ok: false, status, headers: new Headers(), json: async () => body });

beforeEach(() => {
  sent = [];
  saved = [];
  blobs = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:download-${blobs.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
  });
  storeSession({ access_token: 'admin-token', email: 'admin@example.org', admin: true, team_id: 1, user_id: 1 });
});

afterEach(() => jest.restoreAllMocks());

describe('the team downloads', () => {
  it('fetch results.tsv with the session, show progress while it streams, then save it', async () => {
    const stream = controlledBody();
    answer(() => ({ ok: true, status: 200, headers: new Headers({ 'content-type': 'text/tab-separated-values; charset=utf-8' }), body: stream.body }));
    const { user } = renderWithProviders(<DownloadResultsButton teamId={7} teamName="Acme" />);
    const button = screen.getByRole('button', { name: 'Download Results' });
    await user.click(button);

    expect(sent).toEqual([{ path: '/api/results-csv', init: { method: 'POST', headers: { TeamID: '7', Authorization: 'Bearer admin-token' } } }]);
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Downloading...');
    await act(async () => stream.push('Name\tEmail\r\n'.padEnd(3000, 'x')));
    expect(screen.getByRole('status')).toHaveTextContent(/Downloading\.\.\. 3 kB/);
    await act(async () => {
      stream.push('Ana\tana@example.org\r\n');
      stream.push(null);
    });

    expect(saved).toEqual([{ name: DOWNLOADS.results.fileName, href: 'blob:download-1' }]);
    expect(await textOf(blobs[0])).toMatch(/^Name\tEmail\r\nx+Ana\tana@example.org\r\n$/);
    expect(button).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('fetch responses.tsv the same way', async () => {
    answer(() => ({ ok: true, status: 200, headers: new Headers(), blob: async () => new Blob(['x']) }));
    const { user } = renderWithProviders(<DownloadResponsesButton teamId={3} teamName="Acme" />);
    await user.click(screen.getByRole('button', { name: 'Download Responses' }));
    expect(sent[0].path).toBe('/api/responses-tsv');
    expect(saved).toEqual([{ name: DOWNLOADS.responses.fileName, href: 'blob:download-1' }]);
  });

  it("show the server's refusal, naming the team, and let the admin try again", async () => {
    answer(() => failure(403, { error: 'FORBIDDEN', message: 'No.' }));
    const { user } = renderWithProviders(<DownloadResultsButton teamId={7} teamName="Acme" />);
    await user.click(screen.getByRole('button', { name: 'Download Results' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The download for Acme failed: You don't have permission to do that.");
    expect(screen.getByRole('button', { name: 'Download Results' })).toBeEnabled();
    expect(saved).toEqual([]);
  });

  it('show a network failure too', async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderWithProviders(<DownloadResultsButton teamId={7} teamName="Acme" />);
    await user.click(screen.getByRole('button', { name: 'Download Results' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The download for Acme failed: Something went wrong on our side. Please try again.');
  });

  it('sign out on a 401, as every data call does', async () => {
    const go = jest.spyOn(afterUnauthorized, 'go').mockImplementation(() => undefined);
    answer(() => failure(401, { error: 'UNAUTHORIZED', message: 'Please log in.' }));
    const { user } = renderWithProviders(<DownloadResultsButton teamId={7} teamName="Acme" />);
    await user.click(screen.getByRole('button', { name: 'Download Results' }));
    await screen.findByRole('alert');
    expect(go).toHaveBeenCalled();
    expect(readSession()).toBeNull();
  });

  it('speak the language of the shell', () => {
    renderWithProviders(
      <>
        <DownloadResultsButton teamId={1} teamName="팀" />
        <DownloadResponsesButton teamId={1} teamName="팀" />
      </>,
      { language: 'KOR' },
    );
    expect(screen.getByRole('button', { name: '결과 다운로드' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '응답 다운로드' })).toBeInTheDocument();
  });
});
