import { useParams, useSearchParams } from 'react-router-dom';
import { selectToken, selectUser, useAppSelector } from '@school/api-client';
import { ApiPaths, T } from '@school/contracts';
import { Spinner } from '@school/ui';
import { BackLink } from '../../components/BackLink';
import { PrivateNotice } from '../../components/PrivateNotice';
import { ProjectView } from '../../components/ProjectView';
import { useProjectLoader, type LoadState } from './use-project-loader';
import '../../components/funspace.css';

/** `emptyWhenAbsent`: the spec's player loader yields nothing for a missing project, not a message. */
function Screen({ state, viewerId, token, emptyWhenAbsent = false }: { state: LoadState; viewerId: number; token: string | null; emptyWhenAbsent?: boolean }) {
  const [params] = useSearchParams();
  const autoRun = params.get('isAutoRun') === 'true';
  return (
    <section className="fs" data-testid="player-screen" data-state={state.kind}>
      <BackLink />
      {state.kind === 'loading' && <Spinner />}
      {state.kind === 'private' && <PrivateNotice />}
      {(state.kind === 'error' || (state.kind === 'absent' && !emptyWhenAbsent)) && (
        <p className="fs-player__error" data-testid="player-error">
          {state.message}
        </p>
      )}
      {state.kind === 'ready' && <ProjectView project={state.project} viewerId={viewerId} token={token} autoRun={autoRun} />}
    </section>
  );
}

/** /funspace/player/:projectId: loaded for the current user, or user 0. */
export function PlayerScreen() {
  const { projectId } = useParams();
  const user = useAppSelector(selectUser);
  const token = useAppSelector(selectToken);
  const viewerId = user?.user_id ?? 0;
  const id = Number(projectId);
  const valid = !!projectId && Number.isInteger(id) && id > 0;
  const url = valid ? ApiPaths.project(viewerId, id) : null;
  const state = useProjectLoader(url, token, T.loader.noProjectId, valid ? ApiPaths.project(0, id) : null);
  return <Screen state={state} viewerId={viewerId} token={token} emptyWhenAbsent />;
}

/** /pub/p/:hash: works for visitors without a token; /pub/p without a hash says 'Не указан hash'. */
export function PublicPlayerScreen() {
  const { hash } = useParams();
  const user = useAppSelector(selectUser);
  const token = useAppSelector(selectToken);
  const viewerId = user?.user_id ?? 0;
  const url = hash ? ApiPaths.projectShare(viewerId, hash) : null;
  const state = useProjectLoader(url, token, T.loader.noHash, hash ? ApiPaths.projectShare(0, hash) : null);
  return <Screen state={state} viewerId={viewerId} token={token} />;
}
