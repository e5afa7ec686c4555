import { renderStandalone } from '@school/api-client';
import '@school/ui/src/theme.css';
import { DemoLevelList } from './features/demo-levels/DemoLevelList';
import DemoLevelPage from './pages/DemoLevelPage';

// Standalone mode: every demo level of every game, played in 'demo' mode with local callbacks.
renderStandalone([
  { path: '/demo/:game/:levelId', element: <DemoLevelPage /> },
  { path: '*', element: <DemoLevelList /> },
]);
