/** @jest-environment jsdom */
// jsdom lacks TextEncoder, which the contracts' schema library needs.
import '../../workspace-testing/src/jsdom-globals';
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useDismiss } from './use-dismiss';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ open, onClose }: { open: boolean; onClose: () => void }) {
  const popup = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useDismiss(open, onClose, popup, toggle);
  return (
    <>
      <button ref={toggle} id="toggle" />
      <div ref={popup} id="popup">
        <span id="inside" />
      </div>
      <p id="outside" />
    </>
  );
}

describe('useDismiss', () => {
  let root: Root;
  let host: HTMLDivElement;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });
  const press = (id: string) => document.getElementById(id)!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  const key = (k: string) => document.dispatchEvent(new KeyboardEvent('keydown', { key: k }));

  it('closes an open popup on Escape and on a press outside, not inside nor on its toggle', () => {
    const onClose = jest.fn();
    act(() => root.render(<Probe open onClose={onClose} />));
    press('inside');
    press('toggle');
    key('Enter');
    expect(onClose).not.toHaveBeenCalled();
    key('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    press('outside');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('does nothing while closed', () => {
    const onClose = jest.fn();
    act(() => root.render(<Probe open={false} onClose={onClose} />));
    key('Escape');
    press('outside');
    expect(onClose).not.toHaveBeenCalled();
  });
});
