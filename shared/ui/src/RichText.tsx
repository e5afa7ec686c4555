import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { SHARED_REMOTE_MODULES, type TaskTypeModule } from '@school/contracts';
import './rich-text.css';

/** The shell's way of loading another remote's module (`loadRemoteModule` of @school/api-client). */
export type RemoteModuleLoader = <M>(ref: TaskTypeModule) => Promise<M | null>;

interface RichTextProps {
  /** Markdown, editor-state JSON or delta JSON (the viewer tells them apart). */
  content: string;
  className?: string;
}

function PlainText({ content, className }: RichTextProps) {
  return <div className={`rich-plain ${className ?? ''}`}>{content}</div>;
}

/**
 * The rich-text remote's viewer, fetched once per loader for the page. When it cannot be had (no
 * shell, an older shell, the remote down) the text is shown as it is. The loader is a prop, so
 * this package needs no dependency on the api client.
 */
const viewers = new WeakMap<RemoteModuleLoader, LazyExoticComponent<ComponentType<RichTextProps>>>();
function viewerOf(load: RemoteModuleLoader) {
  let viewer = viewers.get(load);
  if (!viewer) {
    viewer = lazy(async (): Promise<{ default: ComponentType<RichTextProps> }> => {
      try {
        const mod = await load<{ default?: ComponentType<RichTextProps> }>(SHARED_REMOTE_MODULES.richTextViewer);
        if (mod?.default) return { default: mod.default };
      } catch (err) {
        console.error('rich-text viewer unavailable, showing plain text:', err);
      }
      return { default: PlainText };
    });
    viewers.set(load, viewer);
  }
  return viewer;
}

class PlainOnError extends Component<RichTextProps & { children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <PlainText content={this.props.content} className={this.props.className} /> : this.props.children;
  }
}

/** Task descriptions, solutions and theory as formatted text (markdown and the editor's formats), read-only. */
export function RichText({ content, className, load }: RichTextProps & { load: RemoteModuleLoader }) {
  if (!content) return null;
  const Viewer = viewerOf(load);
  return (
    <PlainOnError content={content} className={className}>
      <Suspense fallback={<div className={`rich-loading ${className ?? ''}`} aria-busy="true" />}>
        <Viewer content={content} className={`rich-inline ${className ?? ''}`} />
      </Suspense>
    </PlainOnError>
  );
}
