/** @jest-environment jsdom */
// jsdom lacks TextEncoder, which the contracts' schema library needs.
import '../../workspace-testing/src/jsdom-globals';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useUnsavedWarning } from './use-unsaved-warning';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ dirty }: { dirty: boolean }) {
  useUnsavedWarning(dirty);
  return null;
}

/** Spec 4.1: the unsaved-changes flag blocks page unload with a warning; cleared on save. */
describe('useUnsavedWarning', () => {
  let root: Root;
  beforeEach(() => {
    root = createRoot(document.createElement('div'));
  });
  afterEach(() => act(() => root.unmount()));

  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event;
  };

  it('warns while dirty and stops once saved', () => {
    act(() => root.render(<Probe dirty={false} />));
    expect(unload().defaultPrevented).toBe(false);
    act(() => root.render(<Probe dirty />));
    expect(unload().defaultPrevented).toBe(true);
    act(() => root.render(<Probe dirty={false} />));
    expect(unload().defaultPrevented).toBe(false);
  });
});
