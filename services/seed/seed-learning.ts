import type { EntityManager } from '@mikro-orm/core';
import { WindowId } from '@school/contracts';
import { taskKind } from '@school/task-kinds';
import type { User } from '../auth/entities';
import { Course, CourseModule, Group, Lesson, Schedule, Task } from '../learning/entities';
import { City, LessonResource, LessonTheory, Quiz, QuizOption, TaskResource, TaskText, Venue } from '../learning/task-entities';
import { FUNBOX_COURSE, PYTHON_LESSONS, WEB_LESSONS, type LessonPlan } from './seed-learning-content';

/** The seeded lesson plans of the demo courses, by course index of seed-demo. */
export const COURSE_LESSON_PLANS: LessonPlan[][] = [PYTHON_LESSONS, WEB_LESSONS];

/** Creates the tasks (texts, quiz, files), theory and resources of one lesson. */
/** A window's id by its name in a task plan: the kind's own windows first, then the spec's. */
function windowIdOf(type: string, name: string): number {
  const id = taskKind(type)?.ownWindows?.[name] ?? WindowId[name as keyof typeof WindowId];
  if (id === undefined) throw new Error(`Seed: task type ${type} has no window named ${name}`);
  return id;
}

export function seedLessonContent(em: EntityManager, lesson: Lesson, plan: LessonPlan): void {
  em.create(LessonTheory, { lesson, text: plan.theory });
  for (const r of plan.resources ?? []) em.create(LessonResource, { lesson, ...r });
  plan.tasks.forEach((t, i) => {
    const task = em.create(Task, {
      lesson,
      order: i + 1,
      taskName: t.name,
      taskType: t.type,
      isOptional: t.optional ?? false,
      isAutoCheck: t.autoCheck ?? false,
      parentId: null,
      accessType: 0,
    });
    for (const [key, text] of Object.entries(t.texts)) {
      em.create(TaskText, { task, windowId: windowIdOf(t.type, key), text: text as string });
    }
    if (t.quiz) {
      const quiz = em.create(Quiz, { task, question: t.quiz.question });
      t.quiz.answers.forEach(([text, isCorrect], order) => em.create(QuizOption, { quiz, order: order + 1, text, isCorrect }));
    }
    for (const f of t.files ?? []) em.create(TaskResource, { task, name: f.name, url: f.url, md5: '' });
  });
}

/** Funbox course, cities and venues, and a second teacher's group (no students of the first). */
export async function seedLearningExtras(em: EntityManager, secondTeacher: User, webCourse: Course): Promise<void> {
  const funbox = em.create(Course, { title: FUNBOX_COURSE.title, logoUrl: FUNBOX_COURSE.logoUrl, isFunbox: true });
  const module = em.create(CourseModule, { course: funbox, moduleNumber: 1, title: 'Клавиатура' });
  FUNBOX_COURSE.lessons.forEach((l, i) => {
    const lesson = em.create(Lesson, { course: funbox, module, title: l.title, order: i + 1 });
    seedLessonContent(em, lesson, l.plan);
  });

  const moscow = em.create(City, { title: 'Москва' });
  const kazan = em.create(City, { title: 'Казань' });
  const tverskaya = em.create(Venue, { city: moscow, title: 'Площадка на Тверской' });
  em.create(Venue, { city: kazan, title: 'Площадка у Кремля' });

  const group = em.create(Group, {
    title: 'Веб, группа ВТ 18:00 (Тверская)',
    course: webCourse,
    teacher: secondTeacher,
    webMeetingUrl: null,
    startsAt: null,
    venueId: null,
  });
  em.create(Schedule, { group, weekDay: 2, hour: 15, minute: 0 });
  // The venue id is known only after the flush that creates it.
  await em.flush();
  group.venueId = tverskaya.id;
  await em.flush();
}
