import { TOAST_DURATION_MS } from '@school/contracts';

export type ToastKind = 'success' | 'error' | 'info';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

type Listener = () => void;

/** Ordinary toasts: bottom-right, dark, 2 s. One store per page. */
function createToastStore() {
  let items: ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());

  const dismiss = (id: number) => {
    items = items.filter((t) => t.id !== id);
    emit();
  };
  const show = (kind: ToastKind, text: string) => {
    const id = nextId++;
    items = [...items, { id, kind, text }];
    emit();
    setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    return id;
  };

  return {
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
    dismiss,
    success: (text: string) => show('success', text),
    error: (text: string) => show('error', text),
    info: (text: string) => show('info', text),
  };
}

// Each app bundles its own copy of this package; the store itself lives on the page so every
// copy shows its toasts in the one Toaster the shell renders.
const KEY = Symbol.for('school.ui.toastStore');
const registry = globalThis as typeof globalThis & { [KEY]?: ReturnType<typeof createToastStore> };
export const toast = (registry[KEY] ??= createToastStore());
