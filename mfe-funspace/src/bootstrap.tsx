import { renderStandalone } from '@school/api-client';
import '@school/ui/src/theme.css';
import FunSpacePage from './pages/FunSpacePage';
import PlayerPage from './pages/PlayerPage';
import PublicPlayerPage from './pages/PublicPlayerPage';
import ProjectPanelPage from './pages/ProjectPanelPage';
import ProjectEditorPage from './pages/ProjectEditorPage';
import HackathonsPage from './pages/HackathonsPage';

// Standalone mode: the remote's own pages against the real gateway.
renderStandalone([
  { path: '/funspace/project/:projectId', element: <ProjectPanelPage /> },
  { path: '/funspace/player/:projectId', element: <PlayerPage /> },
  { path: '/pub/p/:hash', element: <PublicPlayerPage /> },
  { path: '/project', element: <ProjectEditorPage /> },
  { path: '/hackathons', element: <HackathonsPage /> },
  { path: '*', element: <FunSpacePage /> },
]);
