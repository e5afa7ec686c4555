import { T } from '@school/contracts';
import { PageTitle } from '@school/ui';
import { pageModule } from './remote-registry';
import { RemoteModule } from './RemoteModule';

/** A route's screen: the manifest says which remote module serves this page id. */
export function RemotePage({ pageId }: { pageId: string }) {
  const ref = pageModule(pageId);
  if (!ref) return <PageTitle note={T.comingSoon}>{T.notFound}</PageTitle>;
  // Keyed by page: a failure on one page must not stay on screen after navigating away.
  return <RemoteModule key={pageId} module={ref} />;
}
