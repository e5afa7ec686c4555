import fp from 'fastify-plugin';
import { createGroupsRepository, type MembershipRow } from './groups-repository';
import { createStudentCache } from './student-cache';
import groupRoutes from './group-routes';
import { createTasksRepository } from './tasks-repository';
import { createProgressRepository } from './progress-repository';
import taskRoutes from './task-routes';
import answerRoutes from './answer-routes';
import staffRoutes from './staff-routes';
import { createStaffRepository } from './staff-repository';
import funboxRoutes from './funbox-routes';
import { createFunboxRepository } from './funbox-repository';
import { createLessonsRepository } from './lessons-repository';
import quizKindRoutes from './quiz-kind-routes';
import { createPreviewRegistry } from './checks/previews';
import { createVerifierRegistry } from './checks/verifiers';
import { registerBuiltinVerifiers } from './checks/builtin-verifiers';
import { createTeacherRepository } from './teacher-repository';
import teacherRoutes from './teacher-routes';
import { createAuthorRepository } from './author-repository';
import authorRoutes from './author-routes';
import { Course, CourseModule, Group, GroupStudent, Lesson, Schedule, Task, TaskStatus } from './entities';

/** The learning domain: courses, groups and enrolments tasks, statuses, answers, theory, Funbox and organisation. */
export default fp(
  async (app) => {
    // What this domain's writes invalidate, here and (PostgreSQL) in every other process.
    app.cacheBus.feed(TaskStatus, ['student'], (status) => status.student?.id);
    app.cacheBus.feed([GroupStudent, Group, Schedule], ['memberships']);
    app.cacheBus.feed([Course, CourseModule, Lesson, Task], ['course-structure']);
    // Kept exact across processes by the cache bus (db/cache-bus.ts).
    app.decorate('studentCache', createStudentCache<MembershipRow[]>(app.cacheBus));
    const groups = createGroupsRepository(app);
    app.decorate('groups', groups);
    app.decorate('tasks', createTasksRepository(app));
    app.decorate('progress', createProgressRepository(app));
    app.decorate('staff', createStaffRepository(app));
    app.decorate('funbox', createFunboxRepository(app));
    app.decorate('lessons', createLessonsRepository(app));
    // Server verifiers of the 'server' task kinds; code-check plugins register theirs after this plugin.
    const verifiers = createVerifierRegistry();
    registerBuiltinVerifiers(verifiers);
    app.decorate('taskVerifiers', verifiers);
    // What kinds derive from a task's hidden windows for students; code-check registers Python's drawing.
    app.decorate('taskPreviews', createPreviewRegistry());
    await app.register(groupRoutes);
    await app.register(taskRoutes);
    await app.register(answerRoutes);
    await app.register(staffRoutes);
    await app.register(funboxRoutes);
    await app.register(quizKindRoutes);
    app.decorate('teacher', createTeacherRepository(app));
    await app.register(teacherRoutes);
    app.decorate('authoring', createAuthorRepository(app));
    await app.register(authorRoutes);
  },
  // Checked at start: the core plugins its repositories and routes call (auth-hook mounts the last two).
  { name: 'learning', dependencies: ['orm', 'auth-hook', 'course-structure', 'session-families'] },
);
