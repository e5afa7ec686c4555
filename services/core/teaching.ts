import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { asyncPlugin } from './async-plugin';
import type { SqlEntityManager } from '@mikro-orm/knex';

/**
 * The teacher-student-course relation, a core fact every domain's authorization asks about, so a
 * domain deployed alone (SERVICES=funspace) needs no other domain mounted. A teacher teaches a
 * student when the student is in one of the teacher's groups; the group's course scopes it.
 */
export function createTeaching(em: () => SqlEntityManager) {
  return {
    /** Does this teacher teach this student (in this course, when one is named)? One query. */
    async teaches(teacherId: number, studentId: number, courseId?: number): Promise<boolean> {
      const q = em()
        .getKnex()('group_students as gs')
        .join('groups as g', 'g.id', 'gs.group_id')
        .where('gs.student_id', studentId)
        .andWhere('g.teacher_id', teacherId);
      if (courseId !== undefined) q.andWhere('g.course_id', courseId);
      const row: unknown = await q.first('gs.id');
      return row !== undefined;
    },

    /**
     * May this teacher act as this student (teacher-as-student): the student is a member, not
     * archived, of one of the teacher's groups (as the learning domain's acting target). One query.
     */
    async mayActAs(teacherId: number, studentId: number): Promise<boolean> {
      const row: unknown = await em()
        .getKnex()('group_students as gs')
        .join('groups as g', 'g.id', 'gs.group_id')
        .where('gs.student_id', studentId)
        .andWhere('g.teacher_id', teacherId)
        .andWhere('gs.archived', false)
        .first('gs.id');
      return row !== undefined;
    },

    /**
     * Does this author author this course (any course, when none is named) while the student learns
     * it (a member of one of its groups)? The author reviews the work done in their course, as its
     * teacher does. One query.
     */
    async authorsCourseOf(authorId: number, studentId: number, courseId?: number): Promise<boolean> {
      const query = em()
        .getKnex()('course_authors as ca')
        .join('groups as g', 'g.course_id', 'ca.course_id')
        .join('group_students as gs', 'gs.group_id', 'g.id')
        .where('ca.user_id', authorId)
        .andWhere('gs.student_id', studentId);
      const row: unknown = await (courseId === undefined ? query : query.andWhere('ca.course_id', courseId)).first('ca.id');
      return row !== undefined;
    },

    /** Does this teacher teach a group of this course? One query. */
    async teachesCourse(teacherId: number, courseId: number): Promise<boolean> {
      const row: unknown = await em()
        .getKnex()('groups')
        .where({ teacher_id: teacherId, course_id: courseId })
        .first('id');
      return row !== undefined;
    },
  };
}

export type Teaching = ReturnType<typeof createTeaching>;

declare module 'fastify' {
  interface FastifyInstance {
    teaching: Teaching;
  }
}

export default fp(
  asyncPlugin((app: FastifyInstance) => {
    app.decorate('teaching', createTeaching(() => app.em() as SqlEntityManager));
  }),
  { name: 'teaching', dependencies: ['orm'] },
);
