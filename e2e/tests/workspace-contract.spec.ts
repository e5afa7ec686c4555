import { expect, test, type Locator, type Page } from '../support/test';
import type { TaskType, WorkspaceMode } from '@school/contracts';
import { exampleTaskDto, taskKind } from '@school/task-kinds';
import { declaredWorkspaces, type DeclaredWorkspace } from '../../shared/workspace-testing/src/declared-workspaces';

/**
 * Issue 12, section 3, for the workspaces jsdom cannot run (BROWSER_ONLY: Blockly, Lexical): each
 * is loaded through the shell's own federation runtime, as the task screen loads it, and mounted
 * with its type's example task in each mode. The same contract as the jsdom test
 * (shared/workspace-testing/src/workspace-contract.test.tsx); the list comes from the remotes'
 * declarations, so a new task type of these remotes is covered by being declared.
 */
const WORKSPACES = declaredWorkspaces().filter((w) => w.runner === 'browser');
const MODES: WorkspaceMode[] = ['solve', 'demo', 'check', 'edit'];

test.use({ viewport: { width: 1440, height: 900 } });

interface Told {
  answers: { windowId: number; answerText: string }[][];
  taskEdits: { windowId: number; text: string }[][];
  results: unknown[];
  runs: number;
}

/** Mounts the workspace in a root of its own on the shell's page, with recording callbacks. */
async function mount(page: Page, w: DeclaredWorkspace, mode: WorkspaceMode): Promise<Locator> {
  const kind = taskKind(w.taskType)!;
  const task = exampleTaskDto(w.taskType as TaskType, { viewer: mode === 'solve' ? 'student' : 'staff' });
  const savedAnswer = mode === 'check' ? kind.example.answer : [];
  await page.goto('/login');
  await page.evaluate(
    async ({ id, props }) => {
      type Host = {
        options: { remotes?: { name: string }[] };
        loadRemote(id: string): Promise<{ default: unknown } | null>;
        loadShare(name: string): Promise<false | (() => unknown)>;
      };
      const fed = (globalThis as unknown as { __FEDERATION__?: { __INSTANCES__: Host[] } }).__FEDERATION__;
      const remote = id.split('/')[0];
      let host: Host | undefined;
      for (let i = 0; i < 100 && !host; i++) {
        host = fed?.__INSTANCES__.find((h) => h.options.remotes?.some((r) => r.name === remote));
        if (!host) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (!host) throw new Error(`no federation host knows ${remote}`);
      const mod = await host.loadRemote(id);
      const share = async <T,>(name: string) => {
        const factory = await host.loadShare(name);
        if (!factory) throw new Error(`${name} is not shared`);
        return factory() as T;
      };
      type ReactLike = { createElement(type: unknown, props: unknown): unknown };
      const React = await share<ReactLike>('react');
      const { createRoot } = await share<{ createRoot(el: Element): { render(node: unknown): void } }>('react-dom/client');
      const told: Told = { answers: [], taskEdits: [], results: [], runs: 0 };
      (window as unknown as { __told: Told }).__told = told;
      const el = document.createElement('div');
      el.id = 'contract-root';
      el.style.cssText = 'position:fixed;inset:0;z-index:100000;background:#fff;display:flex;flex-direction:column';
      document.body.append(el);
      createRoot(el).render(
        React.createElement(mod!.default, {
          ...props,
          onAnswerChange: (a: Told['answers'][number]) => told.answers.push(a),
          onTaskChange: (t: Told['taskEdits'][number]) => told.taskEdits.push(t),
          onRun: async () => void told.runs++,
          onResult: (r: unknown) => told.results.push(r),
        }),
      );
    },
    { id: `${w.remote}/${w.exposed.slice(2)}`, props: { task, savedAnswer, mode, solveStatus: task.solveStatus, locked: mode !== 'solve' } },
  );
  const root = page.locator('#contract-root');
  await expect(root).not.toBeEmpty();
  await page.waitForTimeout(500);
  return root;
}

const told = (page: Page) => page.evaluate(() => (window as unknown as { __told: Told }).__told);

/** Editable surfaces: text fields, rich text, and blocks to drag from a toolbox. */
const editable = (root: Locator) =>
  root.locator('textarea:not([readonly]):not([disabled]), input:not([readonly]):not([disabled]), [contenteditable="true"], .blocklyFlyout .blocklyDraggable');

/** The main writing surface first: rich text, then a text area, then any input. */
async function firstField(root: Locator): Promise<Locator | null> {
  for (const css of ['[contenteditable="true"]', 'textarea:not([readonly]):not([disabled])', 'input:not([readonly]):not([disabled])']) {
    if (await root.locator(css).count()) return root.locator(css).first();
  }
  return null;
}

/**
 * What a learner would do: type, drag a block onto the workspace, then press the buttons one by
 * one from the last (a form's actions — save, submit, run — come after its tools).
 */
async function interact(page: Page, root: Locator, done: () => Promise<boolean>): Promise<number> {
  let touched = 0;
  const field = await firstField(root);
  if (field) {
    touched++;
    await field.click();
    await page.keyboard.type('Привет');
    await page.waitForTimeout(600);
    if (await done()) return touched;
  }
  const block = root.locator('.blocklyFlyout .blocklyDraggable').first();
  const canvas = root.locator('.blocklyMainBackground').first();
  if ((await block.count()) && (await canvas.count())) {
    touched++;
    const from = (await block.boundingBox())!;
    const to = (await canvas.boundingBox())!;
    await page.mouse.move(from.x + 6, from.y + 8);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width * 0.6, to.y + to.height * 0.4, { steps: 12 });
    await page.mouse.up();
    await page.waitForTimeout(800);
    if (await done()) return touched;
  }
  const buttons = root.locator('button:not([disabled])');
  const count = await buttons.count();
  for (let i = 1; i <= Math.min(count, 8); i++) {
    const button = buttons.nth(count - i);
    if (!(await button.count())) break;
    touched++;
    // A button another control has covered (a full-screen preview) is skipped, as a learner could not press it.
    await button.click({ timeout: 3000 }).catch(() => undefined);
    await page.waitForTimeout(300);
    if (await done()) break;
  }
  return touched;
}

for (const w of WORKSPACES) {
  test.describe(`${w.taskType} workspace (${w.remote} ${w.exposed})`, () => {
    const kind = taskKind(w.taskType)!;
    let api: string[];
    test.beforeEach(({ page }) => {
      api = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) api.push(`${r.method()} ${new URL(r.url()).pathname}`);
      });
      page.on('pageerror', (e) => api.push(`page error: ${e.message}`));
    });

    for (const mode of MODES) {
      test(`${mode}: keeps the workspace contract`, async ({ page }) => {
        const root = await mount(page, w, mode);
        const before = api.length;
        const sent = () => api.slice(before);
        if (mode === 'check') await expect(editable(root)).toHaveCount(0);
        const touched = await interact(page, root, async () => {
          const t = await told(page);
          return t.answers.length + t.results.length + t.taskEdits.length > 0;
        });
        const t = await told(page);
        if (mode === 'solve') {
          // The learner's change reaches the host as an answer of the type's windows (or a result).
          expect(t.answers.length + t.results.length).toBeGreaterThan(0);
          const windows = new Set<number>(kind.answerWindows);
          expect(t.answers.flat().filter((a) => !windows.has(a.windowId))).toEqual([]);
        }
        if (mode === 'demo') expect(sent()).toEqual([]);
        if (mode === 'check') {
          expect({ answers: t.answers, taskEdits: t.taskEdits, results: t.results }).toEqual({ answers: [], taskEdits: [], results: [] });
          expect(sent()).toEqual([]);
        }
        if (mode === 'edit') {
          if (touched > 0) expect(t.taskEdits.length + t.answers.length + t.results.length).toBeGreaterThan(0);
          expect(sent()).toEqual([]);
          const invalid = t.taskEdits.map((taskText) => kind.parse({ taskText, quiz: null })).filter((r) => !r.ok);
          expect(invalid).toEqual([]);
        }
      });
    }
  });
}
