import type { EnrolmentDto } from '@school/contracts';

const KEY = 'school.activeCourseId';

export function readActiveCourseId(): number | null {
  const raw = globalThis.localStorage?.getItem(KEY);
  const id = raw ? Number(raw) : NaN;
  return Number.isFinite(id) ? id : null;
}

export function storeActiveCourseId(courseId: number): void {
  globalThis.localStorage?.setItem(KEY, String(courseId));
}

/**
 * The active course: the stored one if the student still has it; else the single course; else
 * the course with the nearest upcoming lesson; else the first.
 */
export function chooseActiveCourse(enrolments: EnrolmentDto[], storedId: number | null, now: Date): EnrolmentDto | null {
  if (enrolments.length === 0) return null;
  const stored = enrolments.find((e) => e.course.id === storedId);
  if (stored) return stored;
  if (enrolments.length === 1) return enrolments[0];
  let best: { e: EnrolmentDto; at: number } | null = null;
  for (const e of enrolments) {
    for (const lesson of e.course.lessons) {
      const at = lesson.startsAt ? Date.parse(lesson.startsAt) : NaN;
      if (at >= now.getTime() && (!best || at < best.at)) best = { e, at };
    }
  }
  return best?.e ?? enrolments[0];
}
