import { useEffect, useState, type ComponentType } from 'react';
import { loadRemoteModule } from '@school/api-client';
import { SHARED_REMOTE_MODULES, TPython } from '@school/contracts';
import { Spinner } from '@school/ui';

/** The props of the code remote's PythonProject module. */
interface PythonProjectProps {
  initialCode: string;
  onCodeChange?(code: string): void;
  autoRun?: boolean;
}

type Loaded = { kind: 'loading' } | { kind: 'ready'; Component: ComponentType<PythonProjectProps> } | { kind: 'failed' };

/**
 * A Python project in Fun Space: the code remote's workbench (editor, turtle canvas, console,
 * Stop), loaded through the shell's loader. Without onCodeChange it is a player.
 */
export function PythonProjectView(props: PythonProjectProps) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    loadRemoteModule<{ default?: ComponentType<PythonProjectProps> }>(SHARED_REMOTE_MODULES.pythonProject).then(
      (mod) => live && setLoaded(mod?.default ? { kind: 'ready', Component: mod.default } : { kind: 'failed' }),
      () => live && setLoaded({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  if (loaded.kind === 'loading') return <Spinner />;
  if (loaded.kind === 'failed') return <p className="fs-player__error">{TPython.loadFailed}</p>;
  const { Component } = loaded;
  return <Component {...props} />;
}
