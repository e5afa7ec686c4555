/**
 * `npm run bench:api`: the gateway against a bare Fastify hello server, measured in one run on
 * this machine (servers in their own processes, fresh SQLite database with the demo seed):
 * - req/s, p99 and the ratio to bare Fastify for the authenticated reads every page makes
 *   (student groups, a lesson's task list, the project list) and anonymous trending;
 * - 200 students saving answers at once: p50/p99 and lost writes (must be 0).
 */
import os from 'node:os';
import { ApiPaths } from '@school/contracts';
import { withGateway } from './lib/gateway';
import { load, printTable } from './lib/load';
import { seedManyStudents } from './lib/many-students';
import { answerSaves } from './answer-saves';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const SAVES = Number(process.env.BENCH_SAVES ?? 5);

async function main() {
  await withGateway(
    async (gw) => {
      const s = await gw.login('student1', 'student123');
      console.log(`Node ${process.version}, ${os.cpus().length} cores; ${process.env.BENCH_DURATION_S ?? 8} s per scenario, 20 connections`);
      const baseline = await load('bare Fastify GET /hello', gw.helloUrl);
      const rows = [
        await load(`GET /api/student/${s.userId}/group (JWT)`, `${gw.base}${ApiPaths.groups(s.userId)}`, { headers: s.auth }),
        await load('GET /api/course/lesson/1/task (JWT)', `${gw.base}${ApiPaths.lessonTasks(1)}`, { headers: s.auth }),
        await load(`GET /api/student/${s.userId}/project (JWT)`, `${gw.base}/api/student/${s.userId}/project`, { headers: s.auth }),
        await load('GET /api/student/project/trend (public)', `${gw.base}/api/student/project/trend`),
      ];
      printTable(rows, baseline);

      const saves = await answerSaves(gw, STUDENTS, SAVES);
      console.log('');
      console.log(
        `answer saves: ${saves.students} students x ${saves.savesPerStudent} saves at once (+1 stale save each): ` +
          `${saves.requests} requests, ${saves.reqPerSec} req/s, p50 ${saves.p50Ms} ms, p99 ${saves.p99Ms} ms, lost writes ${saves.lostWrites}`,
      );
      if (saves.lostWrites > 0) process.exitCode = 1;
    },
    (dataDir) => seedManyStudents(dataDir, STUDENTS),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
