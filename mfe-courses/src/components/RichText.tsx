import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { SHARED_REMOTE_MODULES } from '@school/contracts';
import { loadRemoteModule } from '@school/api-client';
import './rich-text.css';

interface RichTextProps {
  /** Markdown, editor-state JSON or delta JSON (the viewer tells them apart). */
  content: string;
  className?: string;
}

function PlainText({ content, className }: RichTextProps) {
  return <div className={`rich-plain ${className ?? ''}`}>{content}</div>;
}

/**
 * The rich-text remote's viewer, fetched once for the page through the shell's loader. When it
 * cannot be had (no shell, an older shell, the remote down) the text is shown as it is.
 */
const Viewer = lazy(async (): Promise<{ default: ComponentType<RichTextProps> }> => {
  try {
    const mod = await loadRemoteModule<{ default?: ComponentType<RichTextProps> }>(SHARED_REMOTE_MODULES.richTextViewer);
    if (mod?.default) return { default: mod.default };
  } catch (err) {
    console.error('rich-text viewer unavailable, showing plain text:', err);
  }
  return { default: PlainText };
});

class PlainOnError extends Component<RichTextProps & { children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <PlainText content={this.props.content} className={this.props.className} /> : this.props.children;
  }
}

/** Task descriptions, solutions and theory as formatted text (markdown and the editor's formats). */
export function RichText({ content, className }: RichTextProps) {
  if (!content) return null;
  return (
    <PlainOnError content={content} className={className}>
      <Suspense fallback={<div className={`rich-loading ${className ?? ''}`} aria-busy="true" />}>
        <Viewer content={content} className={`rich-inline ${className ?? ''}`} />
      </Suspense>
    </PlainOnError>
  );
}
