import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { federationLoader } from './remotes';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App loader={federationLoader} />
  </StrictMode>,
);
