import { DemoPage } from '../features/demo/DemoPage';

/**
 * The full editor as a page of the school (/editor, and /split/editor for the split-screen switch):
 * the same editor, developer options and viewer as the remote's public /demo, inside the main layout.
 */
export default function EditorPage() {
  return <DemoPage />;
}
