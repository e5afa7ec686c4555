/**
 * @jest-environment jsdom
 */
import { act } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@school/api-client';
import { createRoot, type Root } from 'react-dom/client';
import { SolveStatus, TaskType, type AnswerItem, type WorkspaceMode, type WorkspaceProps } from '@school/contracts';
import { exampleTaskDto } from '@school/task-kinds';
import { CELL, parseProject, PROJECT_VERSION, serializeProject } from '@school/scratchjr-engine';
import ScratchJrWorkspace from './ScratchJrWorkspace';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const saved = serializeProject({
  version: PROJECT_VERSION,
  pages: [{ id: 'p', background: 'park', characters: [{ id: 'cat', kind: 'cat', x: 100, y: 180, scripts: [{ id: 's', blocks: [{ op: 'onFlag' }, { op: 'moveRight', n: 2 }] }] }] }],
});

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  jest.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  jest.useRealTimers();
});

function mount(mode: WorkspaceMode, savedAnswer: AnswerItem[], answers: AnswerItem[][] = []) {
  const props: WorkspaceProps = {
    task: exampleTaskDto(TaskType.ScratchJr, { viewer: 'student' }),
    savedAnswer,
    solveStatus: SolveStatus.Open,
    mode,
    locked: mode !== 'solve',
    onAnswerChange: (a) => void answers.push(a),
    onTaskChange: () => undefined,
    onRun: async () => undefined,
    onResult: () => undefined,
  };
  act(() =>
    root.render(
      <Provider store={makeStore()}>
        <ScratchJrWorkspace {...props} />
      </Provider>,
    ),
  );
}
const byLabel = (label: string) => container.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;

describe('ScratchJr workspace', () => {
  it('solve: a tap on a palette block adds it to the script; the answer is reported only once the server stored the file', async () => {
    const answers: AnswerItem[][] = [];
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mount('solve', [], answers);
    const status = () => container.querySelector('[data-testid="sjr-save-status"]')!;
    expect(status().textContent).toBe('');
    act(() => byLabel('Когда нажат старт').click());
    act(() => [...container.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === 'Движение')!.click());
    act(() => byLabel('Вверх').click());
    expect(container.querySelectorAll('[data-testid="sjr-script"] [data-testid^="sjr-block-"]')).toHaveLength(2);
    expect(['saving', 'dirty']).toContain(status().getAttribute('data-state'));
    // No server behind this test: the save fails, the program stays and a retry is announced.
    for (let i = 0; i < 20 && status().getAttribute('data-state') !== 'failed'; i++) await act(async () => undefined);
    expect(status().getAttribute('data-state')).toBe('failed');
    expect(status().textContent).toBe('Не удалось сохранить проект. Попробуем ещё раз.');
    expect(container.querySelectorAll('[data-testid="sjr-script"] [data-testid^="sjr-block-"]')).toHaveLength(2);
    expect(answers).toEqual([]);
    warn.mockRestore();
  });

  it('demo: changes are reported as tries (the project itself), nothing is saved', () => {
    const answers: AnswerItem[][] = [];
    mount('demo', [], answers);
    act(() => byLabel('Когда нажат старт').click());
    const parsed = parseProject(answers.at(-1)![0]!.answerText);
    expect(parsed.ok && parsed.project.pages[0]!.characters[0]!.scripts[0]!.blocks).toEqual([{ op: 'onFlag' }]);
    expect(container.querySelector('[data-testid="sjr-save-status"]')).toBeNull();
  });

  it('solve: an older answer holding the project JSON itself opens in the editor', () => {
    mount('solve', [{ windowId: 1, answerText: saved }]);
    const blocks = container.querySelectorAll('[data-testid="sjr-script"] [data-testid^="sjr-block-"]');
    expect(blocks).toHaveLength(2);
    expect(parseProject(saved).ok).toBe(true);
  });

  it('check: an answer naming a project file waits for the file; a file that cannot be read offers a retry', async () => {
    jest.useRealTimers();
    mount('check', [{ windowId: 1, answerText: '/api/files/0123456789abcdef0123456789abcdef' }]);
    expect(container.textContent).toContain('Загружаем проект…');
    expect(container.querySelector('[data-testid="sjr-player"]')).toBeNull();
    // No server behind this test: the download fails.
    for (let i = 0; i < 50 && !container.querySelector('[data-testid="sjr-load-failed"]'); i++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    expect(container.querySelector('[data-testid="sjr-load-failed"]')?.textContent).toContain('Не удалось загрузить проект.');
  });

  it('check: plays the saved project read-only, the green flag moves the cat', () => {
    const answers: AnswerItem[][] = [];
    mount('check', [{ windowId: 1, answerText: saved }], answers);
    expect(container.querySelectorAll('input, select, [data-testid^="sjr-palette-"]')).toHaveLength(0);
    const cat = () => container.querySelector('[data-testid="sjr-sprite-cat"]')!;
    expect(cat().getAttribute('data-x')).toBe('100');
    act(() => (container.querySelector('[data-testid="sjr-flag"]') as HTMLElement).click());
    act(() => jest.advanceTimersByTime(3000));
    expect(cat().getAttribute('data-x')).toBe(String(100 + 2 * CELL));
    expect(answers).toEqual([]);
  });

  it('check: a project that does not parse shows a message instead of a player', () => {
    mount('check', [{ windowId: 1, answerText: '{"version":1,"pages":[]}' }]);
    expect(container.textContent).toContain('Сохранённый проект повреждён');
  });
});
