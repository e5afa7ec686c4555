import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_TIMEOUT_MS } from '@school/contracts';

/**
 * Without this a remote whose server accepts but never answers hangs: mf-manifest.json has no
 * timeout and remoteEntry.js waits 20 s. Both get REMOTE_LOAD_TIMEOUT_MS here.
 */
export function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'school-remote-timeout',
    fetch(url, init) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), REMOTE_LOAD_TIMEOUT_MS);
      return fetch(url, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
    },
    createScript() {
      return { timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
  };
}
