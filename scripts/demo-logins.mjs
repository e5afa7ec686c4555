// Reads the demo accounts from the seed so the printed logins never drift from the database.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const source = readFileSync(path.join(ROOT, 'services', 'seed', 'demo-accounts.ts'), 'utf8');
const ROLE_VALUES = { Student: 'student', Teacher: 'teacher', CourseAuthor: 'course_author' };
export const DEMO_LOGINS = [...source.matchAll(/login: '([^']+)', password: '([^']+)', role: Role\.(\w+)/g)].map(
  ([, login, password, role]) => ({ login, password, role: ROLE_VALUES[role] ?? role }),
);
