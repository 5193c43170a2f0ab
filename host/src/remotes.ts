import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from 'shared-api';
import type { PageLoader } from './RemotePage';
import type { RemoteName } from './routes';

/** What each remote exposes as './Pages'. */
export interface PagesModule {
  pages: Record<string, ComponentType>;
}

let manifest: Promise<RemotesManifest> | undefined;

/** The server's list of deployed remotes; fetched once per page load, never cached by the browser. */
function fetchManifest(): Promise<RemotesManifest> {
  manifest ??= fetch('/remotes.json', { cache: 'no-store', credentials: 'same-origin' }).then((res) => {
    if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
    return res.json() as Promise<RemotesManifest>;
  });
  manifest.catch(() => {
    manifest = undefined;
  });
  return manifest;
}

/** The entry URL with the deployed version appended, so a redeployed remoteEntry.js is never stale. */
export function entryUrl(entry: string, version: string | undefined): string {
  if (!version) return entry;
  return `${entry}${entry.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}`;
}

const modules = new Map<RemoteName, Promise<PagesModule>>();

function loadPagesModule(remote: RemoteName): Promise<PagesModule> {
  let pending = modules.get(remote);
  if (!pending) {
    pending = (async () => {
      const info = (await fetchManifest())[remote];
      if (!info?.entry) throw new Error(`Remote "${remote}" is not in /remotes.json`);
      registerRemotes([{ name: remote, entry: entryUrl(info.entry, info.version) }], { force: true });
      const mod = await loadRemote<PagesModule>(`${remote}/Pages`);
      if (!mod?.pages) throw new Error(`Remote "${remote}" exposes no pages`);
      return mod;
    })();
    pending.catch(() => modules.delete(remote));
    modules.set(remote, pending);
  }
  return pending;
}

/** The production loader: /remotes.json, then the federation runtime. */
export const federationLoader: PageLoader = async (remote, page) => {
  const { pages } = await loadPagesModule(remote);
  const Page = pages[page];
  if (!Page) throw new Error(`Remote "${remote}" has no page "${page}"`);
  return Page;
};
