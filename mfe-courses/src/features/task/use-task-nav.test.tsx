/** @jest-environment jsdom */
// jsdom lacks TextEncoder, which the contracts' schema library needs.
import '../../../../shared/workspace-testing/src/jsdom-globals';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { T, type TaskListItemDto } from '@school/contracts';
import { useTaskNav } from './use-task-nav';
import type { LoadedTaskData } from './use-task-data';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Spec 2 (layout): leaving a solve page with unsaved changes asks first, by the ← home button too. */
describe('useTaskNav leaving the page', () => {
  let root: Root;
  let nav: ReturnType<typeof useTaskNav>;
  const navigate = jest.fn();
  const item = { id: 2, lessonId: 7, order: 2, taskType: 'Python' } as TaskListItemDto;
  const data = {
    list: [{ id: 1, lessonId: 7, order: 1 } as TaskListItemDto, item],
    task: { id: 1 },
    params: new URLSearchParams('taskId=1&lessonId=7'),
    pathname: '/solve',
    navigate,
  } as unknown as LoadedTaskData;

  function Probe({ dirty }: { dirty: boolean }) {
    nav = useTaskNav(data, dirty);
    return null;
  }

  beforeEach(() => {
    root = createRoot(document.createElement('div'));
    navigate.mockReset();
  });
  afterEach(() => {
    act(() => root.unmount());
    jest.restoreAllMocks();
  });

  it('asks the spec question before going home with unsaved changes and stays when refused', () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    act(() => root.render(<Probe dirty />));
    nav.goHome();
    expect(confirm).toHaveBeenCalledWith(T.leavePageConfirm);
    expect(T.leavePageConfirm).toBe('Вы уверены, что хотите покинуть страницу?');
    expect(navigate).not.toHaveBeenCalled();
    nav.go(item);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves when the user agrees, and without asking when nothing is unsaved', () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    act(() => root.render(<Probe dirty />));
    nav.goHome();
    expect(navigate).toHaveBeenCalledWith('/');
    confirm.mockClear();
    navigate.mockReset();
    act(() => root.render(<Probe dirty={false} />));
    nav.goHome();
    nav.go(item);
    expect(confirm).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenNthCalledWith(1, '/');
    expect(navigate).toHaveBeenNthCalledWith(2, '/solve?taskId=2&lessonId=7&app=main');
  });
});
