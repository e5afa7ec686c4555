import type { HackCourseDto, HackGradeDto } from '@school/contracts';

/** The student's grade with its age band when the hackathon has one: 'Middle (12–14 лет)'. */
export function gradeLabel(grade: string, bands: readonly HackGradeDto[]): string {
  const band = bands.find((b) => b.grade === grade);
  return band ? `${grade} (${band.minAge}–${band.maxAge} лет)` : grade;
}

/** Where the hackathon's course materials open: the course's tasks and theory. */
export function hackCourseLinks(course: HackCourseDto | undefined): { tasks: string; theory: string; title: string } | null {
  if (!course?.courseId) return null;
  return {
    tasks: `/courses?courseId=${course.courseId}&hackathon=true`,
    theory: `/theory?courseId=${course.courseId}&hackathon=true`,
    title: course.title ?? '',
  };
}
