import fp from 'fastify-plugin';
import { createGroupsRepository } from './groups-repository';
import groupRoutes from './group-routes';
import { createTasksRepository } from './tasks-repository';
import { createProgressRepository } from './progress-repository';
import taskRoutes from './task-routes';
import answerRoutes from './answer-routes';
import staffRoutes from './staff-routes';
import funboxRoutes from './funbox-routes';
import quizKindRoutes from './quiz-kind-routes';

/** The learning domain: courses, groups and enrolments tasks, statuses, answers, theory, Funbox and organisation. */
export default fp(
  async (app) => {
    const groups = createGroupsRepository(app);
    app.decorate('groups', groups);
    app.decorate('teacherHasStudent', groups.teacherHasStudent);
    app.decorate('tasks', createTasksRepository(app));
    app.decorate('progress', createProgressRepository(app));
    await app.register(groupRoutes);
    await app.register(taskRoutes);
    await app.register(answerRoutes);
    await app.register(staffRoutes);
    await app.register(funboxRoutes);
    await app.register(quizKindRoutes);
  },
  { name: 'learning', dependencies: ['orm', 'auth-hook'] },
);
