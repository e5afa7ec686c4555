import { renderStandalone } from '@school/api-client';
import '@school/ui/src/theme.css';
import BlocklyWorkspace from './pages/BlocklyWorkspace';

// Standalone mode: the remote's own pages against the real gateway.
renderStandalone([{ path: '*', element: <BlocklyWorkspace /> }]);
