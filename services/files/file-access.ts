import type { FastifyInstance } from 'fastify';
import { ANSWER_FILES_FOLDER_PREFIX } from '@school/web-checks';
import { isStaffRole } from '../core/access';
import { Course } from '../learning/entities';
import { STUDENT_HIDDEN_WINDOWS } from '@school/task-kinds';
import { LessonResource, TaskResource, TaskText } from '../learning/task-entities';
import { Project, ProjectResource } from '../funspace/entities';
import { canView, type Viewer } from '../funspace/public';
import type { StoredFile } from './entities';

/**
 * Who may download a stored file through GET /api/files/{md5}: whoever may see the thing it
 * belongs to. Found from how files are referenced (by md5 or by a URL naming its id or md5):
 * - its uploader; staff (teachers and authors: course content, review of answers);
 * - anyone for course content (task and lesson resources, course logos, a task window a student
 *   receives naming it: e.g. the Scratch task's starter project in its config window);
 * - whoever may read a project of its uploader that lists it as a resource or cover (a public
 *   project's files and hackathon materials are public; a private project's are its owner's).
 * Files answers never go out here (their own access-checked route, services/answer-files).
 */
export async function mayDownload(app: FastifyInstance, file: StoredFile, viewer: Viewer | null): Promise<boolean> {
  if (file.storageKey.startsWith(ANSWER_FILES_FOLDER_PREFIX)) return false;
  if (viewer && (viewer.id === file.uploaderId || isStaffRole(viewer.role))) return true;
  const em = app.em();
  const keys = [...new Set([file.id, file.md5].filter((k): k is string => !!k))];
  const named = (field: string) => ({ $or: keys.map((k) => ({ [field]: { $like: `%${k}%` } })) });
  const [tasks, windows, lessons, courses] = await Promise.all([
    em.count(TaskResource, { $or: [{ md5: { $in: keys } }, named('url')] }),
    em.count(TaskText, { windowId: { $nin: [...STUDENT_HIDDEN_WINDOWS] }, ...named('text') }),
    em.count(LessonResource, named('url')),
    em.count(Course, named('logoUrl')),
  ]);
  if (tasks + windows + lessons + courses > 0) return true;
  const resources = await em.find(ProjectResource, { $or: [{ md5: { $in: keys } }, named('url')] }, { fields: ['project'] });
  const projects = await em.find(
    Project,
    { $or: [{ id: { $in: resources.map((r) => r.project.id) } }, named('thumbnail')] },
    { fields: ['id', 'accessType', 'isDeleted', 'student'] },
  );
  // Only the uploader's own projects (or the seed's files) open a file to their audience: naming
  // someone else's file in one's public project publishes nothing. Staff were let through above.
  return projects.some(
    (p) =>
      (file.uploaderId === null || file.uploaderId === p.student.id) &&
      canView({ accessType: p.accessType, isDeleted: p.isDeleted, ownerId: p.student.id }, viewer, false),
  );
}
