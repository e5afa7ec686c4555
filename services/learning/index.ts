import fp from 'fastify-plugin';
import { createGroupsRepository } from './groups-repository';
import groupRoutes from './group-routes';

/** The learning domain: courses, groups and enrolments (tasks and answers grow here). */
export default fp(
  async (app) => {
    const groups = createGroupsRepository(app);
    app.decorate('groups', groups);
    app.decorate('teacherHasStudent', groups.teacherHasStudent);
    await app.register(groupRoutes);
  },
  { name: 'learning', dependencies: ['orm', 'auth-hook'] },
);
