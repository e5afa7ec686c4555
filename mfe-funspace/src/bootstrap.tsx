import { renderStandalone } from '@school/api-client';
import '@school/ui/src/theme.css';
import FunSpacePage from './pages/FunSpacePage';

// Standalone mode: the remote's own pages against the real gateway.
renderStandalone([{ path: '*', element: <FunSpacePage /> }]);
