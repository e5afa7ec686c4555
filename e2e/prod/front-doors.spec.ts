/**
 * bench:prod in small (issue 28): the same mixed traffic through one process with every domain
 * (direct), nginx with one instance per domain and nginx with two; every door serves it with no
 * error and no lost confirmed write. The figures are printed, not asserted (bench:prod measures them
 * with large numbers on a quiet machine).
 */
import { expect, test } from '@playwright/test';
import { compareFrontDoors, frontDoorReport } from './front-doors';
import { total } from './mixed-traffic';

const STUDENTS = ['student1', 'student2', 'student3'].map((login) => ({ login, password: 'student123' }));

test('the three front doors serve mixed traffic with no error and no lost write', async () => {
  test.setTimeout(240_000);
  // The fault tests before have just checked these students' quiz (a check per door would meet its cooldown).
  const measured = await compareFrontDoors(STUDENTS, 6, { quizCheck: false });
  const report = frontDoorReport(measured);
  console.log(report.join('\n'));
  test.info().annotations.push({ type: 'front doors', description: report.join('\n') });
  for (const { label, result } of measured) {
    expect(result.errors, label).toEqual({});
    expect(total(result.lost), `${label}: ${JSON.stringify(result.lost)}`).toBe(0);
    expect(result.confirmed['answer save'], label).toBeGreaterThan(0);
  }
});
