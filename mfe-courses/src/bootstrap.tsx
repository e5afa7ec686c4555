import { renderStandalone } from '@school/api-client';
import '@school/ui/src/theme.css';
import HomePage from './features/home/HomePage';
import TemplatePage from './features/template/TemplatePage';
import ArchivePage from './features/home/ArchivePage';
import NotFoundPage from './features/placeholders/NotFoundPage';

// Standalone mode: the remote's own pages against the real gateway.
renderStandalone([
  { path: '/', element: <HomePage /> },
  { path: '/template', element: <TemplatePage /> },
  { path: '/courses-archive', element: <ArchivePage /> },
  { path: '*', element: <NotFoundPage /> },
]);
