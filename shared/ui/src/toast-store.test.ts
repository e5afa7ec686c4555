import { TOAST_DURATION_MS } from '@school/contracts';
import { toast } from './toast-store';

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a toast and removes it after 2 s', () => {
    const seen: number[] = [];
    const unsubscribe = toast.subscribe(() => seen.push(toast.getSnapshot().length));
    toast.success('Сохранено!');
    expect(toast.getSnapshot()).toEqual([expect.objectContaining({ kind: 'success', text: 'Сохранено!' })]);
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toast.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(toast.getSnapshot()).toHaveLength(0);
    expect(seen).toEqual([1, 0]);
    unsubscribe();
  });

  it('keeps several toasts in order and dismisses one by id', () => {
    const a = toast.error('Ошибка!');
    toast.info('Выберите ваш курс!');
    expect(toast.getSnapshot().map((t) => t.kind)).toEqual(['error', 'info']);
    toast.dismiss(a);
    expect(toast.getSnapshot().map((t) => t.text)).toEqual(['Выберите ваш курс!']);
    jest.runAllTimers();
    expect(toast.getSnapshot()).toHaveLength(0);
  });
});
