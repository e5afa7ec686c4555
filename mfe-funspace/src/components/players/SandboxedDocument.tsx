import { useDocumentHost } from '@school/ui';

interface Props {
  /** The whole page to show; a new page mounts a fresh frame. */
  doc: string;
  title: string;
  testId: string;
  sandbox: string;
  allow?: string;
  /** The page's own messages (not the host's), with the frame's window to answer to. */
  onMessage?: (data: unknown, frame: Window) => void;
}

/**
 * A page of pupils' code (a web project, an engine's launcher) in a frame of this remote's document
 * host (dist/sandbox/document-host.html): an opaque origin with a policy of its own, so the page's
 * inline scripts never run under the school's. The host asks for the page once loaded and writes it.
 */
export function SandboxedDocument({ doc, ...rest }: Props) {
  return <HostFrame key={doc} doc={doc} {...rest} />;
}

function HostFrame({ doc, title, testId, sandbox, allow, onMessage }: Props) {
  const { frame, src } = useDocumentHost('document-host.html', () => doc, onMessage);
  return <iframe ref={frame} title={title} src={src} sandbox={sandbox} allow={allow} data-testid={testId} />;
}
