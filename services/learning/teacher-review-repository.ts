import type { FastifyInstance } from 'fastify';
import {
  ReviewOutcome,
  ReviewVerdict,
  SolveStatus,
  TTeacher,
  TaskAction,
  rubricLevels,
  type ReviewBody,
  type ReviewNoticeDto,
  type ReviewResultDto,
  type TaskReviewDto,
} from '@school/contracts';
import { User } from '../auth/entities';
import { badRequest } from '../core/http-error';
import { Task } from './entities';
import { userTitles } from './teacher-repository';
import { TaskReview } from './teacher-review-entity';
import type { Subject } from './tasks-repository';

/** The verdict's task action. */
const ACTION_OF: Record<ReviewBody['verdict'], TaskAction> = {
  [ReviewVerdict.Accept]: TaskAction.MarkCorrect,
  [ReviewVerdict.Reject]: TaskAction.MarkWrong,
  [ReviewVerdict.Cancel]: TaskAction.Nothing,
};

/** The status a stored review belongs to. */
const STATUS_OF: Record<ReviewOutcome, SolveStatus> = {
  [ReviewOutcome.Accepted]: SolveStatus.Solved,
  [ReviewOutcome.Rejected]: SolveStatus.Wrong,
};

/**
 * A review is current only while the task keeps the status the verdict gave it: a resubmitted,
 * reopened or otherwise changed task no longer shows an old verdict.
 */
export function reviewIsCurrent(outcome: ReviewOutcome, status: SolveStatus): boolean {
  return STATUS_OF[outcome] === status;
}

/** The comment as stored: trimmed, line ends made uniform. */
export function normalizeComment(comment: string | undefined): string {
  return (comment ?? '').replace(/\r\n?/g, '\n').trim();
}

/** The teacher's verdicts in words and the student's notices of them. */
export function createReviewRepository(app: FastifyInstance) {
  const em = () => app.em();

  async function toDto(row: TaskReview): Promise<TaskReviewDto> {
    const reviewer = await em().findOne(User, { id: row.reviewerId });
    const title = reviewer ? ((await userTitles(em(), [reviewer])).get(reviewer.id) ?? '') : '';
    return {
      taskId: row.task.id,
      studentId: row.student.id,
      outcome: row.outcome,
      comment: row.comment,
      level: row.level ?? null,
      reviewerTitle: title,
      reviewedAt: row.reviewedAt.toISOString(),
      seen: row.seenAt != null,
    };
  }

  return {
    /**
     * Records the verdict: the status through the state machine (a task not on check refuses
     * accept and reject), then the words. Withdrawing the check reopens the task, keeps the
     * student's answer and removes the verdict.
     */
    async review(task: Task, subject: Subject, body: ReviewBody): Promise<ReviewResultDto> {
      const level = body.level?.trim() || null;
      if (body.verdict !== ReviewVerdict.Cancel && level !== null) {
        const config = await app.lessons.frontendConfig(task.id);
        if (!rubricLevels(config[0]?.text).includes(level)) throw badRequest(TTeacher.server.unknownLevel, 'UNKNOWN_LEVEL');
      }
      const result = await app.progress.applyAction(task, subject, ACTION_OF[body.verdict]);
      const m = em();
      const where = { task: task.id, student: subject.studentId };
      if (body.verdict === ReviewVerdict.Cancel) {
        await m.nativeDelete(TaskReview, where);
        return { solveStatus: result.solveStatus, review: null };
      }
      const fields = {
        reviewerId: subject.callerId,
        outcome: body.verdict === ReviewVerdict.Accept ? ReviewOutcome.Accepted : ReviewOutcome.Rejected,
        comment: normalizeComment(body.comment),
        level,
        reviewedAt: new Date(),
        seenAt: null,
      };
      const row = await m.upsert(TaskReview, { ...where, ...fields }, { onConflictFields: ['task', 'student'] });
      return { solveStatus: result.solveStatus, review: await toDto(row) };
    },

    /** The current review of the student's task, or null. */
    async current(taskId: number, studentId: number): Promise<TaskReviewDto | null> {
      const row = await em().findOne(TaskReview, { task: taskId, student: studentId });
      if (!row) return null;
      const status = await app.tasks.statusOf(studentId, taskId);
      return reviewIsCurrent(row.outcome, status) ? toDto(row) : null;
    },

    /** The student opened the task: its current review no longer makes a notice. */
    async markSeen(taskId: number, studentId: number): Promise<boolean> {
      const changed = await em().nativeUpdate(TaskReview, { task: taskId, student: studentId, seenAt: null }, { seenAt: new Date() });
      return changed > 0;
    },

    /** The student's current reviews not opened since, newest first, of tasks they can still reach. */
    async notices(studentId: number): Promise<ReviewNoticeDto[]> {
      const rows = await em().find(TaskReview, { student: studentId, seenAt: null }, { orderBy: { reviewedAt: 'desc', id: 'desc' }, limit: 50 });
      if (rows.length === 0) return [];
      const [statuses, tasks] = await Promise.all([
        app.tasks.statusesOf(studentId),
        em().find(Task, { id: { $in: rows.map((r) => r.task.id) } }, { populate: ['lesson'] }),
      ]);
      const taskById = new Map(tasks.map((t) => [t.id, t]));
      const subject: Subject = { studentId, staff: false, callerId: studentId };
      const notices: ReviewNoticeDto[] = [];
      for (const r of rows) {
        const task = taskById.get(r.task.id);
        if (!task || !reviewIsCurrent(r.outcome, statuses.get(task.id) ?? SolveStatus.Nothing)) continue;
        // A student who left the group no longer gets notices of its course.
        const visible = await app.tasks.assertCourseVisible(subject, task.lesson.course.id).then(
          () => true,
          () => false,
        );
        if (!visible) continue;
        notices.push({
          taskId: task.id,
          lessonId: task.lesson.id,
          courseId: task.lesson.course.id,
          taskName: task.taskName,
          taskType: task.taskType,
          outcome: r.outcome,
          reviewedAt: r.reviewedAt.toISOString(),
        });
      }
      return notices;
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
