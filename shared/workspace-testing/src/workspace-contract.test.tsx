/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { offlineRequests } from './jsdom-globals';
import path from 'node:path';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { configureStore, isPending, type Middleware } from '@reduxjs/toolkit';
import { baseApi, rootReducer } from '@school/api-client';
import { taskKind } from '@school/task-kinds';
import type { WorkspaceMode, WorkspaceProps } from '@school/contracts';
import { declaredWorkspaces } from './declared-workspaces';
import { fixtureProps, invalidTaskEdits, noReports, undeclaredAnswerWindows, type Reports } from './workspace-contract';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Issue 12, section 3: every declared workspace that runs in jsdom, with its type's example task,
 * in each mode. The list comes from the remotes' declarations and the fixtures from the task
 * kinds, so a new task type is covered by being declared.
 */
const WORKSPACES = declaredWorkspaces().filter((w) => w.runner === 'jsdom');

/** Calls to the services the workspace starts (RTK Query requests through the shared API). */
function recordingStore(calls: string[]) {
  const recorder: Middleware = () => (next) => (action) => {
    if (isPending(action) && (action as { type: string }).type.startsWith(`${baseApi.reducerPath}/`)) {
      calls.push((action as { meta: { arg: { endpointName: string } } }).meta.arg.endpointName);
    }
    return next(action);
  };
  return configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault().concat(baseApi.middleware, recorder) });
}

/** Every call toward the services: RTK Query requests and raw fetches (streams). */
const network = (calls: string[]) => [...calls, ...offlineRequests.map((r) => `${r.method} ${r.url}`)];

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
/** act on its async path, as act(async () => work()) takes it: the work, then the effects and pending promises flushed. */
const actAsync = (work: () => void) => act(() => Promise.resolve(work()));
const FIELDS = 'textarea, input, select';
const frozen = (el: Element) => el.matches(':disabled') || (el as HTMLInputElement).readOnly;

function setValue(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Picks a small text file in a file input, as the browser's file dialog does. */
function chooseFile(el: HTMLInputElement) {
  const file = new File(['print("Привет")'], 'main.py', { type: 'text/x-python' });
  Object.defineProperty(el, 'files', { configurable: true, value: Object.assign([file], { item: (i: number) => [file][i] ?? null }) });
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * What a learner would do: type into the text fields (choose a file), pick an option, then press the enabled
 * buttons one by one (pairs, arrows, 'Проверить', 'Просмотрено'), stopping once `done()` holds.
 */
async function interact(container: HTMLElement, done: () => boolean): Promise<{ touched: number }> {
  let touched = 0;
  const fields = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('textarea, input')].filter((el) => !frozen(el));
  for (const el of fields.filter((f) => f.type !== 'radio' && f.type !== 'checkbox')) {
    touched++;
    if (el.type === 'file') await actAsync(() => chooseFile(el as HTMLInputElement));
    else await actAsync(() => setValue(el, `${el.value}a`));
    await flush();
    if (done()) return { touched };
  }
  const option = fields.find((f) => f.type === 'radio' || f.type === 'checkbox');
  if (option) {
    touched++;
    await actAsync(() => option.click());
  }
  if (done()) return { touched };
  for (let i = 0; i < 12; i++) {
    const button = [...container.querySelectorAll('button')].filter((b) => !b.disabled)[i];
    if (!button) break;
    touched++;
    await actAsync(() => button.click());
    await flush();
    if (done()) break;
  }
  return { touched };
}

/** What the host would act on: answers, task edits and results (a run is only logged). */
const told = (r: Reports) => ({ answers: r.answers, taskEdits: r.taskEdits, results: r.results });

describe.each(WORKSPACES.map((w) => [w.taskType, w.file, w] as const))('%s workspace (%s)', (taskType, _file, declared) => {
  const type = taskType;
  let root: Root;
  let container: HTMLElement;
  let reports: Reports;
  let calls: string[];
  let errors: jest.SpyInstance;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    reports = noReports();
    calls = [];
    offlineRequests.splice(0);
    errors = jest.spyOn(console, 'error');
  });
  afterEach(async () => {
    await actAsync(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });

  const mount = async (mode: WorkspaceMode): Promise<WorkspaceProps> => {
    const Workspace = (require(path.join(declared.dir, declared.file)) as { default: ComponentType<WorkspaceProps> }).default;
    const props = fixtureProps(type, mode, reports);
    const store = recordingStore(calls);
    await actAsync(() =>
      root.render(
        <Provider store={store}>
          <Workspace {...props} />
        </Provider>,
      ),
    );
    await flush();
    expect(container.textContent?.trim()).not.toBe('');
    return props;
  };

  it('is declared as a task kind', () => {
    expect(taskKind(type)).toBeDefined();
  });

  it('solve: renders and reports the answer as the learner changes it', async () => {
    await mount('solve');
    await interact(container, () => reports.answers.length > 0 || reports.results.length > 0 || network(calls).length > 0);
    const kind = taskKind(type);
    // The try leaves the workspace: as an answer to save, a result, or a call to the service that
    // checks or carries it (a quiz's check route, the tutor's chat; offline here). A type that
    // stores an answer and calls nothing must report the answer.
    expect(reports.answers.length + reports.results.length + network(calls).length).toBeGreaterThan(0);
    if (kind?.answerWindows.length && network(calls).length === 0) expect(reports.answers.length).toBeGreaterThan(0);
    expect(undeclaredAnswerWindows(type, reports)).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('demo: renders and never saves or calls the server', async () => {
    await mount('demo');
    await interact(container, () => false);
    expect(network(calls)).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("check: renders the student's answer read-only and reports nothing", async () => {
    await mount('check');
    const fields = [...container.querySelectorAll(FIELDS)];
    expect(fields.filter((el) => !frozen(el)).map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
    await interact(container, () => false);
    expect(told(reports)).toEqual(told(noReports()));
    expect(network(calls)).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('edit: renders, reports what the author does, never calls the server; task edits stay valid', async () => {
    const props = await mount('edit');
    const { touched } = await interact(container, () => false);
    // An editor reports task edits; a preview (the host edits the windows) reports its tries,
    // which the host ignores outside solve mode. Either way an input is not swallowed.
    if (touched > 0) expect(reports.taskEdits.length + reports.answers.length + reports.results.length).toBeGreaterThan(0);
    expect(network(calls)).toEqual([]);
    expect(invalidTaskEdits(type, reports, props.task.quiz)).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});
