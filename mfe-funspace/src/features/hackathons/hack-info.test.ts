import { HackGrade, type HackGradeDto } from '@school/contracts';
import { gradeLabel, hackCourseLinks } from './hack-info';

describe('hackathon grade and course for a student', () => {
  const bands: HackGradeDto[] = [
    { id: 1, grade: HackGrade.Junior, minAge: 9, maxAge: 11 },
    { id: 2, grade: HackGrade.Middle, minAge: 12, maxAge: 14 },
  ];
  it('names the grade with its age band', () => {
    expect(gradeLabel(HackGrade.Middle, bands)).toBe('Middle (12–14 лет)');
    expect(gradeLabel(HackGrade.Senior, bands)).toBe('Senior');
  });
  it('links the course materials when the hackathon has a course', () => {
    expect(hackCourseLinks({ courseId: 5, title: 'Подготовка' })).toEqual({
      tasks: '/courses?courseId=5&hackathon=true',
      theory: '/theory?courseId=5&hackathon=true',
      title: 'Подготовка',
    });
    expect(hackCourseLinks({ courseId: null, title: null })).toBeNull();
    expect(hackCourseLinks(undefined)).toBeNull();
  });
});
