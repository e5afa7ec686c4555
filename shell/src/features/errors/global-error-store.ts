import { toErrorLog, type ErrorLog } from './error-log';

type Listener = () => void;
let current: ErrorLog | null = null;
const listeners = new Set<Listener>();

/** The persistent global error: shown until the user goes home. */
export const globalError = {
  report(error: unknown) {
    current = toErrorLog(error, globalThis.location?.href ?? '');
    listeners.forEach((l) => l());
  },
  clear() {
    current = null;
    listeners.forEach((l) => l());
  },
  subscribe(l: Listener) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  get: () => current,
};
