/** @jest-environment jsdom */
import '../../workspace-testing/src/jsdom-globals';
import { reactRootPerTest } from '../../workspace-testing/src/react-root';
import { act } from 'react';
import { T } from '@school/contracts';
import { SidePanel, type SideTab } from './SidePanel';

const view = reactRootPerTest();
const TABS: SideTab[] = [
  { id: 'task', label: 'Задание', content: <p>Нарисуй квадрат</p> },
  { id: 'check', label: 'Проверка', disabled: true, content: <p>Проверка</p> },
  { id: 'theory', label: T.presentationTab, content: <p>Слайды</p> },
];
const tab = (label: string) => [...view.host.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((b) => b.textContent === label)!;
const body = () => view.host.querySelector<HTMLElement>('.side-panel__body');

describe('SidePanel (spec 2.5)', () => {
  it('opens the initial tab at 20 rem, toggles a tab, and never opens a disabled one', () => {
    act(() => view.root.render(<SidePanel tabs={TABS} initial="task" />));
    expect(view.host.querySelector('[role="tablist"]')!.getAttribute('aria-orientation')).toBe('vertical');
    expect(body()!.getAttribute('aria-label')).toBe('Задание');
    expect(body()!.style.width).toBe('320px');
    expect(tab('Проверка').disabled).toBe(true);
    act(() => tab('Задание').click());
    expect(body()).toBeNull();
  });

  it("opens 'Презентация' at half the window", () => {
    act(() => view.root.render(<SidePanel tabs={TABS} />));
    act(() => tab(T.presentationTab).click());
    expect(body()!.style.width).toBe(`${window.innerWidth / 2}px`);
  });

  it('follows the screen when controlled', () => {
    const onOpenChange = jest.fn();
    act(() => view.root.render(<SidePanel tabs={TABS} open="task" onOpenChange={onOpenChange} />));
    act(() => tab('Задание').click());
    expect(onOpenChange).toHaveBeenCalledWith(null);
    expect(body()).not.toBeNull();
    act(() => view.root.render(<SidePanel tabs={TABS} open={null} onOpenChange={onOpenChange} />));
    expect(body()).toBeNull();
  });

  it('draws nothing without tabs (the workspace shows its own panel)', () => {
    act(() => view.root.render(<SidePanel tabs={[]} />));
    expect(view.host.innerHTML).toBe('');
  });
});
