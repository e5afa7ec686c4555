import { renderStandalone } from '@school/api-client';
import '@school/ui/src/theme.css';
import RichTextViewer from './pages/RichTextViewer';

// Standalone mode: the remote's own pages against the real gateway.
renderStandalone([{ path: '*', element: <RichTextViewer /> }]);
