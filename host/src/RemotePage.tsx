import { Component, createContext, Suspense, useContext, useEffect, useState } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Loading, useT } from 'shared-ui';
import type { RemoteName } from './routes';

/** Loads one page component of a remote. Injected, so tests need no federation. */
export type PageLoader = (remote: RemoteName, page: string) => Promise<ComponentType>;

const LoaderContext = createContext<PageLoader>(() => Promise.reject(new Error('No page loader provided')));

export function PageLoaderProvider({ loader, children }: { loader: PageLoader; children: ReactNode }) {
  return <LoaderContext.Provider value={loader}>{children}</LoaderContext.Provider>;
}

const Center = styled.div`
  padding: 48px 16px;
  text-align: center;
`;

export function RemoteFailed() {
  const t = useT();
  return (
    <Center role="alert">
      <p>{t('common.remoteFailed')}</p>
      <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
    </Center>
  );
}

/** Catches a failure inside a remote page (e.g. one of its lazy chunks not loading). */
class RemoteBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote page failed', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RemoteFailed /> : this.props.children;
  }
}

type State = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed' };

/** Shows 'Loading...' while the remote loads, the page once it has, and a reload offer if it fails. */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const load = useContext(LoaderContext);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load(remote, page).then(
      (Page) => live && setState({ status: 'ready', Page }),
      (error: unknown) => {
        console.error(`Could not load ${remote}/${page}`, error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [load, remote, page]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <RemoteFailed />;
  const { Page } = state;
  return (
    <RemoteBoundary key={`${remote}/${page}`}>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
