/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { COPIED_ICON_MS, COPY_CONFIRMATION_MS, FLASH_MESSAGE_MS, MOBILE_BREAKPOINT_PX, MOBILE_MEDIA_QUERY } from './timings';
import { useFlashMessage } from './useFlashMessage';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

it('spec 9 constants: flash 1000 ms, copy confirmation 2000 ms, copy icon 1 s, mobile up to 1025 px', () => {
  expect(FLASH_MESSAGE_MS).toBe(1000);
  expect(COPY_CONFIRMATION_MS).toBe(2000);
  expect(COPIED_ICON_MS).toBe(1000);
  expect(MOBILE_BREAKPOINT_PX).toBe(1025);
  expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 1025px)');
});

describe('flash message', () => {
  let show: (message: string, ms?: number) => void = () => undefined;
  function Host() {
    const [node, flash] = useFlashMessage();
    show = flash;
    return <>{node}</>;
  }
  const shown = () => document.querySelector('[role="status"]')?.textContent ?? null;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays 1000 ms by default and as long as asked otherwise; a new message restarts the clock', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<Host />));
    act(() => show('Готово'));
    expect(shown()).toBe('Готово');
    act(() => jest.advanceTimersByTime(FLASH_MESSAGE_MS - 1));
    expect(shown()).toBe('Готово');
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBeNull();

    act(() => show('Скопировано!', COPY_CONFIRMATION_MS));
    act(() => jest.advanceTimersByTime(1500));
    expect(shown()).toBe('Скопировано!');
    act(() => show('Скопировано!', COPY_CONFIRMATION_MS));
    act(() => jest.advanceTimersByTime(1500));
    expect(shown()).toBe('Скопировано!');
    act(() => jest.advanceTimersByTime(500));
    expect(shown()).toBeNull();
    await act(async () => root.unmount());
  });
});
