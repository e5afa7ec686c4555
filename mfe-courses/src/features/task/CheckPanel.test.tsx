/** @jest-environment jsdom */
// jsdom lacks TextEncoder, which the contracts' schema library needs.
import '../../../../shared/workspace-testing/src/jsdom-globals';
import { reactRootPerTest } from '../../../../shared/workspace-testing/src/react-root';
import { act } from 'react';
import { SolveStatus, TLearn, TTeacher } from '@school/contracts';
import { CheckPanel } from './CheckPanel';

const R = TTeacher.review;

/** A quiz student out of tries is sent to the teacher; the teacher's screen has the way to give them back. */
describe('the reviewer panel of a quiz', () => {
  const view = reactRootPerTest();
  const buttonTexts = () => [...view.host.querySelectorAll('button')].map((b) => b.textContent);
  const render = (status: SolveStatus, limitsTries: boolean, onCancelCheck = jest.fn()) => {
    act(() => view.root.render(<CheckPanel status={status} busy={false} levels={[]} limitsTries={limitsTries} onLike={jest.fn()} onDislike={jest.fn()} onCancelCheck={onCancelCheck} />));
    return onCancelCheck;
  };

  it('offers «Вернуть попытки» on an open quiz, asks first, then reopens the task', () => {
    const reopen = render(SolveStatus.Open, true);
    const give = [...view.host.querySelectorAll('button')].find((b) => b.textContent === R.resetTries)!;
    act(() => give.click());
    const dialog = view.host.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-label')).toBe(R.resetTriesTitle);
    expect(dialog.textContent).toContain(R.resetTriesEffect);
    expect(reopen).not.toHaveBeenCalled();
    act(() => view.host.querySelector<HTMLButtonElement>('[data-testid="review-cancel-confirm"]')!.click());
    expect(reopen).toHaveBeenCalledTimes(1);
  });

  it('does not offer it where tries are not limited, and says a solved quiz reopened gets its tries back', () => {
    render(SolveStatus.Open, false);
    expect(buttonTexts()).not.toContain(R.resetTries);
    render(SolveStatus.Solved, true);
    expect(buttonTexts()).not.toContain(R.resetTries);
    const cancel = [...view.host.querySelectorAll('button')].find((b) => b.textContent === TLearn.groupCheck.cancelCheck)!;
    act(() => cancel.click());
    expect(view.host.querySelector('[role="dialog"]')!.textContent).toContain(R.triesReset);
  });
});
