/** @jest-environment jsdom */
// jsdom lacks TextEncoder, which the contracts' schema library needs.
import '../../../../shared/workspace-testing/src/jsdom-globals';
import { reactRootPerTest } from '../../../../shared/workspace-testing/src/react-root';
import { act } from 'react';
import { T, TKinds, type TaskType, type WorkspaceResult } from '@school/contracts';
import { passOf, taskKind } from '@school/task-kinds';
import { appOf } from '../../lib/task-links';
import { resultStep, shownResult } from './pass-policy';
import { UnknownKindScreen } from './UnknownKindScreen';

/** Issue 27: a type the running school does not know shows the fallback screen, never a teacher review. */
describe('a task of a kind the school does not know', () => {
  const view = reactRootPerTest();

  it('shows the fallback text from the catalogue, with a way back to the tasks and nothing to submit', () => {
    const onBack = jest.fn();
    act(() => view.root.render(<UnknownKindScreen onBack={onBack} />));
    expect(view.host.querySelector('[role="alert"]')?.textContent).toContain(T.remote.unknownTaskType);
    const buttons = [...view.host.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual([T.nav.tasks]);
    act(() => buttons[0].click());
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('has no pass policy: a finished try is neither sent for a check or a review nor shown as passed', () => {
    expect(taskKind('Chess')).toBeUndefined();
    expect(passOf('Chess')).toBeUndefined();
    const chess = 'Chess' as TaskType;
    const solved: WorkspaceResult = { kind: 'solved' };
    expect(shownResult(chess, solved)).toEqual({ kind: 'wrong', message: TKinds.server.unknownKindPass });
    expect(resultStep(chess, solved)).toEqual({ kind: 'wrong' });
    expect(resultStep(chess, { kind: 'sentToReview' })).toEqual({ kind: 'wrong' });
    expect(appOf('Chess')).toBe('main');
  });
});
