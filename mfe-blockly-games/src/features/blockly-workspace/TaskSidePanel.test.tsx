/** @jest-environment jsdom */
import '../../../../shared/workspace-testing/src/jsdom-globals';
import { reactRootPerTest } from '../../../../shared/workspace-testing/src/react-root';
import { act, useState, type ComponentProps } from 'react';
import { T, WindowId, type WorkspaceMode } from '@school/contracts';
import { TaskSidePanel } from './TaskSidePanel';

// The rich-text remote's viewer, as the shell's loader hands it over: marks what it shows.
jest.mock('@school/api-client', () => ({
  loadRemoteModule: async () => ({
    default: ({ content }: { content: string }) => jest.requireActual<typeof import('react')>('react').createElement('div', { 'data-testid': 'viewer' }, content),
  }),
}));

const view = reactRootPerTest();
const tab = (name: string) => [...view.host.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((b) => b.textContent === name)!;
const enabled = () => Object.fromEntries([...view.host.querySelectorAll<HTMLButtonElement>('[role="tab"]')].map((b) => [b.textContent, !b.disabled]));

/** The panel as the screen holds it: open on the description at first. */
function Panel(props: Omit<ComponentProps<typeof TaskSidePanel>, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState<string | null>('task');
  return <TaskSidePanel {...props} open={open} onOpenChange={setOpen} />;
}

async function render(mode: WorkspaceMode, options: { description?: string; theoryUrl?: string | null; onTextChange?: jest.Mock } = {}) {
  await act(async () =>
    view.root.render(
      <Panel
        mode={mode}
        description={options.description ?? 'Нарисуй квадрат'}
        solution=""
        theoryUrl={options.theoryUrl ?? null}
        onTextChange={options.onTextChange ?? jest.fn()}
        check={<p data-testid="config-editor" />}
      />,
    ),
  );
}

describe('the block screen side panel (spec 2.5)', () => {
  it.each([
    ['solve', { Задание: true, Решение: false, Проверка: false, Теория: false }],
    ['demo', { Задание: true, Решение: true, Проверка: false, Теория: false }],
    ['check', { Задание: true, Решение: true, Проверка: false, Теория: false }],
    ['edit', { Задание: true, Решение: true, Проверка: true, Теория: false }],
  ] as const)('%s: the solution is closed while solving, the check open in edit mode only', async (mode, expected) => {
    await render(mode);
    expect(enabled()).toEqual(expected);
    expect(view.host.querySelector('[role="tablist"]')!.getAttribute('aria-orientation')).toBe('vertical');
  });

  it('enables the theory tab only with a presentation, labelled as one, and shows it in a frame', async () => {
    await render('solve', { theoryUrl: '/assets/lessons/slides.pdf' });
    expect(enabled()).toMatchObject({ [T.presentationTab]: true });
    expect(tab(T.blockly.tabs.theory)).toBeUndefined();
    await act(async () => tab(T.presentationTab).click());
    expect(view.host.querySelector('iframe')!.getAttribute('src')).toBe('/assets/lessons/slides.pdf');
  });

  it('opens on the description, shown through the rich-text viewer', async () => {
    await render('solve', { description: '# Квадрат\nНарисуй квадрат' });
    expect(tab(T.blockly.tabs.task).getAttribute('aria-selected')).toBe('true');
    expect(view.host.querySelector('[data-testid="viewer"]')!.textContent).toBe('# Квадрат\nНарисуй квадрат');
    expect(view.host.querySelector('textarea')).toBeNull();
  });

  it('says so when there is no description', async () => {
    await render('demo', { description: '' });
    expect(view.host.querySelector('.side-panel__content')!.textContent).toBe(T.blockly.noDescription);
  });

  it('gives the author text areas for the description and the solution in edit mode', async () => {
    const onTextChange = jest.fn();
    await render('edit', { onTextChange });
    const description = view.host.querySelector<HTMLTextAreaElement>(`textarea[aria-label="${T.blockly.tabs.task}"]`)!;
    expect(description.value).toBe('Нарисуй квадрат');
    await act(async () => type(description, 'Нарисуй треугольник'));
    expect(onTextChange).toHaveBeenLastCalledWith(WindowId.description, 'Нарисуй треугольник');
    await act(async () => tab(T.blockly.tabs.solution).click());
    await act(async () => type(view.host.querySelector<HTMLTextAreaElement>(`textarea[aria-label="${T.blockly.tabs.solution}"]`)!, 'Три раза вперёд и налево'));
    expect(onTextChange).toHaveBeenLastCalledWith(WindowId.solution, 'Три раза вперёд и налево');
    await act(async () => tab(T.blockly.tabs.check).click());
    expect(view.host.querySelector('[data-testid="config-editor"]')).not.toBeNull();
  });
});

/** Types into a React-controlled field as a browser would (the value, then the input event). */
function type(field: HTMLTextAreaElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
