import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TKinds, TTeacher, WindowId, ReviewPaths, ReviewTaskParamsSchema, TryCheckBodySchema, TryCheckResponseSchema, type AnswerItem } from '@school/contracts';
import { taskKind, windowText } from '@school/task-kinds';
import { assertKnownWindows } from './checks/known-kinds';
import { HttpError, badRequest } from '../core/http-error';
import { errorResponses } from '../core/schemas';
import { TaskText } from './task-entities';
import { asyncPlugin } from '../core/async-plugin';

const tags = ['teacher'];

/** The stored windows with the author's unsaved edits over them. */
export function mergeWindows(stored: readonly { windowId: number; text: string }[], edited: readonly { windowId: number; text: string }[] = []) {
  const byId = new Map(stored.map((w) => [w.windowId, w.text]));
  for (const w of edited) byId.set(w.windowId, w.text);
  return [...byId].map(([windowId, text]) => ({ windowId, text })).sort((a, b) => a.windowId - b.windowId);
}

/**
 * The author (or a teacher) tries the task's server check before students meet it: the solution
 * runs through the same verifier a student's answer does, in the check service's sandboxes.
 */
const staffCheckRoutes: FastifyPluginAsyncTypebox = asyncPlugin(function staffCheckRoutes(app) {
  app.post(
    ReviewPaths.tryCheck(':taskId'),
    {
      config: { access: 'staff' },
      schema: { tags, params: ReviewTaskParamsSchema, body: TryCheckBodySchema, response: { 200: TryCheckResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const task = await app.tasks.taskByIdOr404(request.params.taskId);
      assertKnownWindows(request.body.taskText ?? []);
      const windows = taskKind(task.taskType)?.solutionCheck;
      const verifier = app.taskVerifiers.get(task.taskType);
      if (!windows || !verifier) throw badRequest(TTeacher.server.noServerCheck, 'NO_SERVER_CHECK');
      const stored = await app.em().find(TaskText, { task: task.id }, { orderBy: { windowId: 'asc' } });
      const taskText = mergeWindows(
        stored.map((t) => ({ windowId: t.windowId, text: t.text })),
        request.body.taskText,
      );
      const text = (id: number) => windowText({ taskText }, id);
      if (!text(WindowId.solution).trim()) throw badRequest(TTeacher.server.noSolution, 'NO_SOLUTION');
      if (!windows.blankCheckValid && !text(windows.check).trim()) throw badRequest(TTeacher.server.noCheckWindow, 'NO_CHECK');
      const answer: AnswerItem[] = [{ windowId: windows.answer, answerText: text(WindowId.solution) }];
      const started = Date.now();
      const result = await verifier({
        task: { id: task.id, lessonId: task.lesson.id, taskType: task.taskType },
        taskText,
        answer,
        studentId: request.user.user_id,
      });
      // Busy or unavailable checks are the service's state, not a verdict on the solution.
      if (!result.passed && result.status && result.status !== 400) {
        throw new HttpError(result.status, result.code ?? 'CHECK_UNAVAILABLE', result.message ?? TKinds.server.checkFailed);
      }
      return {
        data: {
          passed: result.passed,
          message: result.passed ? TTeacher.tryCheck.passed : (result.message ?? TKinds.server.checkFailed),
          durationMs: Date.now() - started,
        },
      };
    },
  );
});

export default staffCheckRoutes;
