import { T, TRemotes } from '@school/contracts';
import { PageTitle } from '@school/ui';
import { manifestProblem, pageModule } from './remote-registry';
import { RemoteModule } from './RemoteModule';

/** A route's screen: the manifest says which remote module serves this page id. */
export function RemotePage({ pageId }: { pageId: string }) {
  const ref = pageModule(pageId);
  if (!ref) {
    const problem = manifestProblem();
    const note = problem === 'invalid' ? TRemotes.manifestInvalid : problem === 'unavailable' ? TRemotes.manifestUnavailable : TRemotes.pageNotServed;
    return (
      <div role="alert" data-testid="remote-manifest-problem">
        <PageTitle note={note}>{T.notFound}</PageTitle>
      </div>
    );
  }
  // Keyed by page: a failure on one page must not stay on screen after navigating away.
  return <RemoteModule key={pageId} module={ref} page />;
}
