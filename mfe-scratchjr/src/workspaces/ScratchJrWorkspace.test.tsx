/**
 * @jest-environment jsdom
 */
import { act } from 'react';
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
  act(() => root.render(<ScratchJrWorkspace {...props} />));
}
const byLabel = (label: string) => container.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;

describe('ScratchJr workspace', () => {
  it('solve: a tap on a palette block adds it to the script and reports the project as the answer', () => {
    const answers: AnswerItem[][] = [];
    mount('solve', [], answers);
    act(() => byLabel('Когда нажат старт').click());
    act(() => [...container.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === 'Движение')!.click());
    act(() => byLabel('Вверх').click());
    const last = answers.at(-1)!;
    expect(last).toHaveLength(1);
    const parsed = parseProject(last[0]!.answerText);
    expect(parsed.ok && parsed.project.pages[0]!.characters[0]!.scripts[0]!.blocks).toEqual([{ op: 'onFlag' }, { op: 'moveUp', n: 1 }]);
    expect(container.querySelectorAll('[data-testid="sjr-script"] [data-testid^="sjr-block-"]')).toHaveLength(2);
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
