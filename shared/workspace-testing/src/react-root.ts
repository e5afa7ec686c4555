import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A React root on a fresh element of the jsdom page for each test of the describe block that calls
 * it; unmounted and removed after each test.
 */
export function reactRootPerTest(): { readonly root: Root; readonly host: HTMLDivElement } {
  let root: Root | undefined;
  let host: HTMLDivElement | undefined;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root!.unmount());
    host!.remove();
  });
  return {
    get root() {
      return root!;
    },
    get host() {
      return host!;
    },
  };
}
