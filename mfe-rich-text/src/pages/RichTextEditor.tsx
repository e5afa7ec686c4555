import { RichTextEditor } from '../components/RichTextEditor';

export type { RichTextEditorProps } from '../components/RichTextEditor';
export default RichTextEditor;
