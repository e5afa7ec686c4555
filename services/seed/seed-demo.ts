import type { EntityManager } from '@mikro-orm/core';
import { SolveStatus } from '@school/contracts';
import { User } from '../auth/entities';
import { hashPassword } from '../auth/password';
import { Profile } from '../profile/entities';
import { Course, CourseModule, Group, GroupStudent, Lesson, Schedule, Task, TaskStatus } from '../learning/entities';
import { CourseAuthor } from '../learning/author-entities';
import { DEMO_ACCOUNTS, type DemoLogin } from './demo-accounts';
import { seedBlockGames } from './seed-block-games';
import { seedWebTasks } from './seed-web';
import { seedPythonTasks } from './seed-python';
import { KIND_SEEDS } from './kind-seeds.generated';
import { seedScratchStarters } from './seed-scratch';
import { seedFunspace } from './seed-funspace';
import { COURSE_LESSON_PLANS, seedLearningExtras, seedLessonContent } from './seed-learning';

const DAY_MS = 24 * 3600 * 1000;

interface CoursePlan {
  title: string;
  logoUrl: string;
  modules: { title: string; lessons: string[] }[];
}

const COURSES: CoursePlan[] = [
  {
    title: 'Python: от черепашки до игр',
    logoUrl: '/assets/course-python.svg',
    modules: [
      { title: 'Знакомство с Python', lessons: ['Первая программа', 'Переменные и ввод', 'Черепашья графика'] },
      { title: 'Циклы и условия', lessons: ['Цикл for', 'Условия if', 'Мини-игра «Угадай число»'] },
    ],
  },
  {
    title: 'Веб-разработка: первый сайт',
    logoUrl: '/assets/course-web.svg',
    modules: [
      { title: 'HTML', lessons: ['Теги и структура страницы', 'Списки и ссылки'] },
      { title: 'CSS', lessons: ['Цвета и шрифты', 'Блоки и отступы'] },
    ],
  },
];

/** Creates the demo school once: accounts, two courses, groups with timetables, a few statuses. */
export async function seedDemo(em: EntityManager): Promise<boolean> {
  if ((await em.count(User, {})) > 0) return false;

  const users = new Map<DemoLogin, User>();
  for (const account of DEMO_ACCOUNTS) {
    const user = em.create(User, {
      login: account.login,
      passwordHash: await hashPassword(account.password),
      role: account.role,
      createdAt: new Date(),
    });
    const [firstName, lastName] = account.displayName.split(' ');
    em.create(Profile, {
      user,
      displayName: account.displayName,
      firstName: firstName ?? '',
      lastName: lastName ?? '',
      gender: account.avatar.endsWith('w') ? 'w' : 'm',
      age: account.role === 'student' ? 11 : null,
      avatar: account.avatar,
      discordLink: account.role === 'student' ? null : 'https://discord.gg/school',
    });
    users.set(account.login, user);
  }

  const courses = COURSES.map((plan, ci) => {
    const course = em.create(Course, { title: plan.title, logoUrl: plan.logoUrl, isFunbox: false });
    let order = 0;
    const lessons: Lesson[] = [];
    plan.modules.forEach((m, mi) => {
      const module = em.create(CourseModule, { course, moduleNumber: mi + 1, title: m.title });
      for (const title of m.lessons) {
        const lesson = em.create(Lesson, { course, module, title, order: ++order });
        lessons.push(lesson);
        seedLessonContent(em, lesson, COURSE_LESSON_PLANS[ci][lessons.length - 1]);
      }
    });
    return { course, lessons };
  });

  const teacher = users.get('teacher')!;
  const now = Date.now();
  const pythonGroup = em.create(Group, {
    title: 'Python, группа ПН-СР 17:00',
    course: courses[0].course,
    teacher,
    webMeetingUrl: 'https://meet.jit.si/school-python-demo',
    startsAt: new Date(now - 21 * DAY_MS),
  });
  em.create(Schedule, { group: pythonGroup, weekDay: 1, hour: 14, minute: 0 });
  em.create(Schedule, { group: pythonGroup, weekDay: 3, hour: 14, minute: 0 });

  const webGroup = em.create(Group, {
    title: 'Веб, группа СБ 11:30',
    course: courses[1].course,
    teacher,
    webMeetingUrl: null,
    startsAt: new Date(now + 7 * DAY_MS),
  });
  em.create(Schedule, { group: webGroup, weekDay: 6, hour: 8, minute: 30 });

  const pastWebGroup = em.create(Group, {
    title: 'Веб, прошлогодняя группа',
    course: courses[1].course,
    teacher,
    webMeetingUrl: null,
    startsAt: new Date(now - 400 * DAY_MS),
  });
  em.create(Schedule, { group: pastWebGroup, weekDay: 2, hour: 15, minute: 0 });

  const enrol = (login: DemoLogin, group: Group, archived = false) =>
    em.create(GroupStudent, { group, student: users.get(login)!, archived });
  enrol('student1', pythonGroup);
  enrol('student1', webGroup);
  enrol('student2', pythonGroup);
  enrol('student2', pastWebGroup, true);
  enrol('student3', pythonGroup);

  await em.flush();
  await seedLearningExtras(em, users.get('teacher2')!, courses[1].course);
  await seedBlockGames(em, courses[0].course);
  await seedWebTasks(em, courses[1].course);
  await seedPythonTasks(em, courses[0].course);
  // The kind packages' lessons (e.g. SQL), after the built-in ones of the programming course.
  for (const seedKind of KIND_SEEDS) await seedKind(em, { courses: courses.map((c) => c.course) });
  await seedScratchStarters(em);

  // Maša has finished the first lesson of the Python course.
  const firstLessonTasks = await em.find(Task, { lesson: courses[0].lessons[0] });
  for (const task of firstLessonTasks) {
    em.create(TaskStatus, { task, student: users.get('student1')!, status: SolveStatus.Solved, updatedAt: new Date() });
  }
  // The demo author authors every demo course (the Funbox one and the starters included).
  for (const course of await em.find(Course, {})) em.create(CourseAuthor, { course, user: users.get('author')! });
  await em.flush();
  await seedFunspace(em, users);
  return true;
}
