import type { EnrolmentDto } from '@school/contracts';
import { chooseActiveCourse } from './active-course';

const enrolment = (courseId: number, lessonDates: (string | null)[]): EnrolmentDto => ({
  id: courseId,
  title: `g${courseId}`,
  course: {
    id: courseId,
    title: `c${courseId}`,
    logoUrl: null,
    lessonCount: lessonDates.length,
    lessonPassed: 0,
    currentLessonId: null,
    lessons: lessonDates.map((startsAt, i) => ({ id: courseId * 100 + i, moduleId: 1, title: 'l', startsAt })),
    modules: [],
  },
  schedules: [],
  teacher: { displayName: 't' },
  webMeetingUrl: null,
  startsAt: null,
});

describe('chooseActiveCourse', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('keeps the stored course while the student has it', () => {
    const list = [enrolment(1, []), enrolment(2, [])];
    expect(chooseActiveCourse(list, 2, now)!.course.id).toBe(2);
  });

  it('takes the single course when nothing is stored', () => {
    expect(chooseActiveCourse([enrolment(7, [])], null, now)!.course.id).toBe(7);
  });

  it('takes the course with the nearest upcoming lesson', () => {
    const list = [
      enrolment(1, ['2026-11-20T10:00:00Z', '2026-11-30T10:00:00Z']),
      enrolment(2, ['2026-11-25T10:00:00Z']),
    ];
    expect(chooseActiveCourse(list, 99, now)!.course.id).toBe(2);
  });

  it('falls back to the first course and to nothing', () => {
    expect(chooseActiveCourse([enrolment(1, [null]), enrolment(2, [])], null, now)!.course.id).toBe(1);
    expect(chooseActiveCourse([], null, now)).toBeNull();
  });
});
