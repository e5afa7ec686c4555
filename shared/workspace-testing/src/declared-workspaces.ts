import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** One task type's workspace as its remote declares it. */
export interface DeclaredWorkspace {
  taskType: string;
  /** The remote's federation name. */
  remote: string;
  /** The remote's folder, e.g. /repo/mfe-courses. */
  dir: string;
  /** The module file, relative to the remote's folder. */
  file: string;
  /** The exposed name the shell loads: derived from the file name, as the build derives it. */
  exposed: string;
  /** Where the contract test runs it: jsdom, a real browser (see BROWSER_ONLY), or its own journey (see OWN_JOURNEY). */
  runner: 'jsdom' | 'browser' | 'journey';
}

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * Remotes whose workspaces cannot run in jsdom, and why. Everything else runs in jsdom
 * (shared/workspace-testing/src/workspace-contract.test.tsx); these run in Chromium through the
 * shell's federation runtime, as the task screen loads them (e2e/tests/workspace-contract.spec.ts).
 */
export const BROWSER_ONLY: Readonly<Record<string, string>> = {
  blocklyGames: 'Blockly renders and measures SVG (getBBox, layout) and the games draw on canvas',
  richText: 'Lexical needs a real selection and contenteditable input events',
  code: 'Python runs in Pyodide in a Web Worker and JS/web pages in workers and sandboxed iframes (jsdom has neither)',
};

/**
 * Remotes whose workspace is a whole application in a frame page of its own, saving through the
 * files service as a logged-in user: neither contract mount can drive it; its own journey does.
 */
export const OWN_JOURNEY: Readonly<Record<string, string>> = {
  scratch: 'the Scratch editor runs in its own iframe page (its own React, a WebGL stage); e2e/tests/scratch-editor.spec.ts',
};

interface RemoteDeclaration {
  name: string;
  workspaces?: Record<string, string>;
}

const exposedName = (file: string) => `./${path.basename(file).replace(/\.[^.]+$/, '')}`;

/** Every task type's workspace, read from each remote's one declaration (`mfe-x/remote.config.ts`). */
export function declaredWorkspaces(): DeclaredWorkspace[] {
  const found: DeclaredWorkspace[] = [];
  for (const name of readdirSync(REPO_ROOT).filter((d) => d.startsWith('mfe-'))) {
    const dir = path.join(REPO_ROOT, name);
    const configFile = path.join(dir, 'remote.config.ts');
    if (!existsSync(configFile)) continue;
    const config = (require(configFile) as { default: RemoteDeclaration }).default;
    for (const [taskType, file] of Object.entries(config.workspaces ?? {})) {
      found.push({ taskType, remote: config.name, dir, file, exposed: exposedName(file), runner: config.name in OWN_JOURNEY ? 'journey' : config.name in BROWSER_ONLY ? 'browser' : 'jsdom' });
    }
  }
  return found.sort((a, b) => a.taskType.localeCompare(b.taskType));
}
