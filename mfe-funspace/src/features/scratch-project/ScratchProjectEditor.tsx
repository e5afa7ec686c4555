import { useEffect, useState, type ComponentType } from 'react';
import { loadRemoteModule } from '@school/api-client';
import { SHARED_REMOTE_MODULES, TScratch, type ProjectDto } from '@school/contracts';
import { Spinner } from '@school/ui';
import { useSaveProjectMutation } from '../../lib/funspace-api';
import { fileResource, isContentResource, mergeResources } from '../../lib/editor-fields';

/** The props of the scratch remote's ScratchProject module. */
interface ScratchProjectProps {
  projectUrl: string | null;
  draftKey: string;
  onSave(url: string): Promise<void>;
}

type Loaded = { kind: 'loading' } | { kind: 'ready'; Component: ComponentType<ScratchProjectProps> } | { kind: 'failed' };

/**
 * A Scratch project in the Scratch editor (the scratch remote's module, loaded through the shell's
 * loader). Its 'Сохранить' uploads the .sb3 and makes it the project's one content file.
 */
export function ScratchProjectEditor({ project, userId }: { project: ProjectDto; userId: number }) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [save] = useSaveProjectMutation();

  useEffect(() => {
    let live = true;
    loadRemoteModule<{ default?: ComponentType<ScratchProjectProps> }>(SHARED_REMOTE_MODULES.scratchProject).then(
      (mod) => live && setLoaded(mod?.default ? { kind: 'ready', Component: mod.default } : { kind: 'failed' }),
      () => live && setLoaded({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  if (loaded.kind === 'loading') return <Spinner />;
  if (loaded.kind === 'failed') return <p className="fs-player__error">{TScratch.loadFailed}</p>;
  const { Component } = loaded;
  const onSave = async (url: string) => {
    const resources = mergeResources(project.resources, [fileResource('project.sb3', url)]);
    await save({ userId, projectId: project.id, body: { resources } }).unwrap();
  };
  return (
    <Component
      projectUrl={project.resources.find(isContentResource)?.url ?? null}
      draftKey={`project:${project.id}:user:${userId}`}
      onSave={onSave}
    />
  );
}
