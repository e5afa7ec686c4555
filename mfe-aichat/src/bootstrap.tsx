import { renderStandalone } from '@school/api-client';
import '@school/ui/src/theme.css';
import AiChatPage from './pages/AiChatPage';

// Standalone mode: the remote's own pages against the real gateway.
renderStandalone([{ path: '*', element: <AiChatPage /> }]);
