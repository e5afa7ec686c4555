import { RichTextViewer } from '../components/RichTextViewer';

export type { RichTextViewerProps } from '../components/RichTextViewer';
export default RichTextViewer;
