import { Role } from '@school/contracts';

/** Demo logins printed by `npm start` and used by the end-to-end tests. */
export const DEMO_ACCOUNTS = [
  { login: 'teacher', password: 'teacher123', role: Role.Teacher, displayName: 'Анна Сергеевна', avatar: 'oldw' },
  { login: 'teacher2', password: 'teacher123', role: Role.Teacher, displayName: 'Олег Викторович', avatar: 'oldm' },
  { login: 'author', password: 'author123', role: Role.CourseAuthor, displayName: 'Игорь Петрович', avatar: 'oldm' },
  { login: 'student1', password: 'student123', role: Role.Student, displayName: 'Маша Иванова', avatar: 'kidw' },
  { login: 'student2', password: 'student123', role: Role.Student, displayName: 'Петя Смирнов', avatar: 'kidm' },
  { login: 'student3', password: 'student123', role: Role.Student, displayName: 'Лена Козлова', avatar: 'teenw' },
] as const;

export type DemoLogin = (typeof DEMO_ACCOUNTS)[number]['login'];
