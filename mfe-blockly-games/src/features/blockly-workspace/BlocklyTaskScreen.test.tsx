/** @jest-environment jsdom */
import '../../../../shared/workspace-testing/src/jsdom-globals';
import { reactRootPerTest } from '../../../../shared/workspace-testing/src/react-root';
import { act, useImperativeHandle, type Ref } from 'react';
import { SolveStatus, T, WindowId, type TaskDto, type TaskTextWindowDto } from '@school/contracts';
import type { GameViews } from '../../lib/game-view';
import type { BlocklyEditorHandle } from './BlocklyEditor';
import { BlocklyTaskScreen } from './BlocklyTaskScreen';

// jsdom cannot run Blockly: a stand-in editor whose program and change reports the test drives.
const mockEditor = { program: '', onChange: (_json: string, _initial: boolean) => undefined as void };
jest.mock('./BlocklyEditor', () => ({
  BlocklyEditor: ({ onChange, ref }: { onChange(json: string, initial: boolean): void; ref?: Ref<BlocklyEditorHandle> }) => {
    mockEditor.onChange = onChange;
    useImperativeHandle(ref, () => ({ save: () => mockEditor.program, highlight: () => undefined }));
    return null;
  },
}));
jest.mock('../../lib/lesson-resources-api', () => ({ useLessonResources: () => undefined }));
jest.mock('@school/api-client', () => ({ loadRemoteModule: async () => null }));

const MAP = JSON.stringify({ game: 'Turtle' });
const task = {
  id: 1,
  lessonId: 0,
  taskType: 'Blockly',
  taskText: [
    { windowId: WindowId.description, text: 'Нарисуй квадрат' },
    { windowId: WindowId.blocklyGameMap, text: MAP },
  ],
} as unknown as TaskDto;
const games = { Turtle: () => null } as unknown as GameViews;
const program = (type: string) => JSON.stringify({ blocks: { languageVersion: 0, blocks: [{ type }] } });
const text = (windows: TaskTextWindowDto[], id: number) => windows.find((w) => w.windowId === id)?.text;

const view = reactRootPerTest();
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Issue: the author writes the description on the block screen itself, and no edit is lost on the way to the host. */
describe('the block screen in edit mode, embedded', () => {
  it('reports the new description with a workspace edit still waiting for its report', async () => {
    const onTaskChange = jest.fn();
    await act(async () =>
      view.root.render(
        <BlocklyTaskScreen
          task={task}
          savedAnswer={[]}
          solveStatus={SolveStatus.Open}
          mode="edit"
          locked
          games={games}
          embedded
          onAnswerChange={jest.fn()}
          onTaskChange={onTaskChange}
          onRun={async () => undefined}
          onResult={jest.fn()}
        />,
      ),
    );
    mockEditor.program = program('turtle_forward');
    act(() => mockEditor.onChange(mockEditor.program, false));
    expect(onTaskChange).not.toHaveBeenCalled();

    const description = view.host.querySelector<HTMLTextAreaElement>(`textarea[aria-label="${T.blockly.tabs.task}"]`)!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(description, 'Нарисуй треугольник');
      description.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(onTaskChange).toHaveBeenCalledTimes(1);
    const reported = onTaskChange.mock.calls[0][0] as TaskTextWindowDto[];
    expect(text(reported, WindowId.description)).toBe('Нарисуй треугольник');
    expect(text(reported, WindowId.blocksConfig)).toBe(program('turtle_forward'));
    expect(text(reported, WindowId.blocklyGameMap)).toBe(MAP);
    expect(description.value).toBe('Нарисуй треугольник');

    // The workspace report it replaced never comes to put the old description back.
    act(() => jest.advanceTimersByTime(2000));
    expect(onTaskChange).toHaveBeenCalledTimes(1);

    // A later workspace edit keeps the new description.
    mockEditor.program = program('turtle_turn_right');
    act(() => mockEditor.onChange(mockEditor.program, false));
    act(() => jest.advanceTimersByTime(2000));
    expect(onTaskChange).toHaveBeenCalledTimes(2);
    expect(text(onTaskChange.mock.calls[1][0] as TaskTextWindowDto[], WindowId.description)).toBe('Нарисуй треугольник');
  });
});
