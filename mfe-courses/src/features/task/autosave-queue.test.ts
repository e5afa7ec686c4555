import { AutosaveQueue, SaveRejected } from './autosave-queue';
import { canSkip, isWorkspaceLocked, modeOfPath, navWindow, nextTask } from './task-nav';
import type { TaskListItemDto } from '@school/contracts';

function harness(behaviour: (call: number) => 'ok' | 'fail' | 'refuse' | 'hang') {
  const timers: { fn: () => void; ms: number }[] = [];
  const sent: { text: string; revision: number; signal: AbortSignal }[] = [];
  const events: string[] = [];
  let clock = 1000;
  const q = new AutosaveQueue({
    debounceMs: 500,
    retryMs: 2000,
    now: () => clock,
    setTimer: (fn, ms) => {
      const t = { fn, ms };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => {
      const i = timers.indexOf(t as (typeof timers)[number]);
      if (i >= 0) timers.splice(i, 1);
    },
    send: (answer, revision, signal) => {
      sent.push({ text: answer[0].answerText, revision, signal });
      const b = behaviour(sent.length);
      if (b === 'ok') return Promise.resolve();
      if (b === 'hang') return new Promise((_r, reject) => signal.addEventListener('abort', () => reject(new Error('AbortError'))));
      return Promise.reject(new SaveRejected(b === 'fail'));
    },
    onDirtyChange: (d) => events.push(d ? 'dirty' : 'clean'),
    onSaved: () => events.push('saved'),
    onRefused: () => events.push('refused'),
  });
  const fire = async () => {
    const t = timers.shift();
    t?.fn();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { q, timers, sent, events, fire, tick: (ms: number) => (clock += ms) };
}

const item = (text: string) => [{ windowId: 1, answerText: text }];

describe('autosave queue', () => {
  it('debounces changes into one save with a growing revision and reports saved', async () => {
    const h = harness(() => 'ok');
    h.q.change(item('a'));
    h.q.change(item('ab'));
    expect(h.timers).toHaveLength(1);
    await h.fire();
    expect(h.sent.map((s) => s.text)).toEqual(['ab']);
    expect(h.sent[0].revision).toBe(1001);
    expect(h.events).toEqual(['dirty', 'clean', 'saved']);
  });

  it('aborts a superseded save in flight', async () => {
    const h = harness((n) => (n === 1 ? 'hang' : 'ok'));
    h.q.change(item('old'));
    await h.fire();
    h.tick(10);
    h.q.change(item('new'));
    await h.fire();
    expect(h.sent[0].signal.aborted).toBe(true);
    expect(h.sent[1].text).toBe('new');
    expect(h.sent[1].revision).toBeGreaterThan(h.sent[0].revision);
    expect(h.q.isDirty).toBe(false);
  });

  it('keeps the answer dirty and retries while the network is down', async () => {
    const h = harness((n) => (n < 3 ? 'fail' : 'ok'));
    h.q.change(item('x'));
    await h.fire();
    expect(h.q.isDirty).toBe(true);
    expect(h.timers[0].ms).toBe(2000);
    await h.fire();
    expect(h.q.isDirty).toBe(true);
    await h.fire();
    expect(h.sent).toHaveLength(3);
    expect(h.q.isDirty).toBe(false);
    expect(h.events).toEqual(['dirty', 'clean', 'saved']);
  });

  it('drops an answer the server refuses (finished task)', async () => {
    const h = harness(() => 'refuse');
    h.q.change(item('x'));
    await h.fire();
    expect(h.events).toEqual(['dirty', 'clean', 'refused']);
    expect(h.timers).toHaveLength(0);
  });
});

describe('task navigation rules', () => {
  const list = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, locked: i > 5 }) as TaskListItemDto);
  it('shows three tasks each side and finds the next task', () => {
    expect(navWindow(list, 5).map((t) => t.id)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(navWindow(list, 0).map((t) => t.id)).toEqual([1, 2, 3, 4]);
    expect(nextTask(list, 3)?.id).toBe(4);
    expect(nextTask(list, 10)).toBeNull();
  });
  it('locks the workspace outside solve mode and in locking statuses; skip needs a next task', () => {
    expect(isWorkspaceLocked('solve', 'Open')).toBe(false);
    expect(isWorkspaceLocked('solve', 'quizIncorrect')).toBe(true);
    expect(isWorkspaceLocked('demo', 'Open')).toBe(true);
    expect(canSkip('solve', 'Open', false)).toBe(false);
    expect(canSkip('solve', 'Open', true)).toBe(true);
    expect(canSkip('solve', 'Solved', true)).toBe(false);
    expect(modeOfPath('/check')).toBe('check');
  });
});
