import { renderStandalone } from 'shared-ui/standalone';
import { pages } from './pages';

// Only used when this remote runs alone (`npm run dev -w admin-app`): every page at
// /remotes/admin/<key>. In the product the host renders the pages (./Pages).
renderStandalone({ pages, base: '/remotes/admin' });
