import type { EntityManager } from '@mikro-orm/core';
import { ApiPaths, HackGrade, ProjectAccess, ProjectType, ResourceType, WindowId, type ProjectResourceDto } from '@school/contracts';
import { User } from '../auth/entities';
import { saveInlineFile } from '../files/files-repository';
import {
  HackApplication,
  HackEvent,
  HackGradeBand,
  HackNomination,
  HackProject,
  Project,
  ProjectLike,
  ProjectResource,
  ProjectText,
  ProjectView,
} from '../funspace/entities';
import { newHash } from '../funspace/projects-repository';
import type { DemoLogin } from './demo-accounts';
import { sampleSb3 } from './sample-sb3';

const DAY_MS = 24 * 3600 * 1000;

const cover = (type: number, n: number) => ApiPaths.cover(type, n);

const poster = (title: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">` +
      `<rect width="600" height="800" fill="#1f2a44"/><circle cx="300" cy="330" r="170" fill="#ff9c1a"/>` +
      `<text x="300" y="640" font-size="44" font-family="sans-serif" fill="#fff" text-anchor="middle">${title}</text></svg>`,
  );

const slides = (title: string) =>
  Buffer.from(
    `<!doctype html><html lang="ru"><meta charset="utf-8"><title>${title}</title>` +
      `<body style="font-family:sans-serif;background:#fff8e6;padding:2rem"><h1>${title}</h1>` +
      `<ol><li>Идея</li><li>Как я сделал проект</li><li>Что получилось</li></ol></body></html>`,
  );

interface Plan {
  owner: DemoLogin;
  title: string;
  desc: string;
  type: number;
  access: number;
  texts?: { windowId: number; text: string }[];
  resources?: ProjectResourceDto[];
  deletedDaysAgo?: number;
  thumb: number;
}

/** Demo Fun Space: projects of every type, a trash item, likes, views and a judged hackathon. */
export async function seedFunspace(em: EntityManager, users: Map<DemoLogin, User>): Promise<void> {
  const sb3 = await saveInlineFile(em, 'kolobok.sb3', sampleSb3(), 'application/x.scratch.sb3');
  const posterMd5 = await saveInlineFile(em, 'poster.svg', poster('Колобок-путешественник'));
  const slidesMd5 = await saveInlineFile(em, 'slides.html', slides('Колобок-путешественник'), 'text/html');
  const drawing = await saveInlineFile(em, 'drawing.svg', poster('Мой рисунок'));
  const sb3Resource: ProjectResourceDto = { name: 'project.sb3', url: `/api/files/${sb3}`, md5: sb3, resourceType: 'File' };

  const plans: Plan[] = [
    { owner: 'student1', title: 'Колобок-путешественник', desc: 'Колобок катится и отскакивает от краёв. Нажми на флажок!', type: ProjectType.Scratch, access: ProjectAccess.Everyone, resources: [sb3Resource], thumb: 1 },
    {
      owner: 'student1',
      title: 'Черепашка рисует звезду',
      desc: 'Мой первый рисунок на Python.',
      type: ProjectType.Python,
      access: ProjectAccess.OnlyMe,
      texts: [{ windowId: WindowId.pythonCode, text: 'import turtle\nt = turtle.Turtle()\nfor i in range(5):\n    t.forward(100)\n    t.right(144)\n' }],
      thumb: 2,
    },
    {
      owner: 'student1',
      title: 'Мой первый сайт',
      desc: 'Страничка про мою кошку.',
      type: ProjectType.Web,
      access: ProjectAccess.Everyone,
      texts: [
        { windowId: WindowId.htmlCode, text: '<h1>Моя кошка Мурка</h1>\n<p>Она любит спать на клавиатуре.</p>\n<button id="b">Мяу!</button>' },
        { windowId: WindowId.cssCode, text: 'body { font-family: sans-serif; background: #fff3e0; }\nh1 { color: #e65100; }' },
        { windowId: WindowId.jsCode, text: "document.getElementById('b').onclick = () => { document.body.append(' Мяу!'); };" },
      ],
      thumb: 3,
    },
    { owner: 'student1', title: 'Закат над морем', desc: 'Рисунок в графическом редакторе.', type: ProjectType.Image, access: ProjectAccess.SchoolStudents, resources: [{ name: 'drawing.svg', url: `/api/files/${drawing}`, md5: drawing, resourceType: 'File' }], thumb: 4 },
    { owner: 'student1', title: 'Старая игра', desc: 'Черновик, который я удалила.', type: ProjectType.Scratch, access: ProjectAccess.OnlyMe, resources: [sb3Resource], deletedDaysAgo: 3, thumb: 5 },
    { owner: 'student1', title: 'Полезная ссылка', desc: 'Сайт про программирование.', type: ProjectType.Link, access: ProjectAccess.Everyone, resources: [{ name: 'link', url: 'https://scratch.mit.edu/', md5: null, resourceType: 'File' }], thumb: 6 },
    { owner: 'student2', title: 'Колобок против роботов', desc: 'Игра для хакатона.', type: ProjectType.Scratch, access: ProjectAccess.Everyone, resources: [sb3Resource], thumb: 7 },
    { owner: 'student2', title: 'Презентация про космос', desc: 'Слайды о планетах.', type: ProjectType.Presentation, access: ProjectAccess.Everyone, resources: [{ name: 'slides.html', url: `/api/files/${slidesMd5}`, md5: slidesMd5, resourceType: ResourceType.Presentation }], thumb: 8 },
    { owner: 'student2', title: 'Платформер на Godot', desc: 'Пока в работе.', type: ProjectType.Godot, access: ProjectAccess.OnlyMe, texts: [{ windowId: 1, text: '' }], thumb: 9 },
    { owner: 'student2', title: 'Моя башня в Roblox', desc: 'Обби на 20 уровней.', type: ProjectType.Roblox, access: ProjectAccess.Everyone, resources: [{ name: 'roblox', url: 'https://www.roblox.com/', md5: null, resourceType: 'File' }], thumb: 10 },
    { owner: 'student3', title: 'Сайт о динозаврах', desc: 'Всё о тираннозаврах.', type: ProjectType.Web, access: ProjectAccess.Everyone, texts: [{ windowId: WindowId.htmlCode, text: '<h1>Динозавры</h1><p>Тираннозавр жил 66 миллионов лет назад.</p>' }, { windowId: WindowId.cssCode, text: 'h1 { color: green; }' }], thumb: 11 },
    { owner: 'student3', title: 'Ракета в Blender', desc: '3D-модель ракеты.', type: ProjectType.Blender, access: ProjectAccess.Everyone, resources: [{ name: 'rocket.svg', url: `/api/files/${posterMd5}`, md5: posterMd5, resourceType: 'File' }], thumb: 12 },
    { owner: 'student3', title: 'Игра на Unity', desc: 'Сборка появится позже.', type: ProjectType.Unity, access: ProjectAccess.Everyone, thumb: 13 },
  ];

  const now = Date.now();
  const projects: Project[] = plans.map((plan, i) => {
    const created = new Date(now - (plans.length - i) * DAY_MS);
    const project = em.create(Project, {
      student: users.get(plan.owner)!,
      title: plan.title,
      desc: plan.desc,
      projectType: plan.type,
      accessType: plan.access,
      hash: newHash(),
      thumbnail: cover(plan.type, plan.thumb % 14),
      isDeleted: plan.deletedDaysAgo !== undefined,
      deletedAt: plan.deletedDaysAgo !== undefined ? new Date(now - plan.deletedDaysAgo * DAY_MS) : null,
      likes: 0,
      views: 0,
      forkedFrom: null,
      createdAt: created,
      updatedAt: created,
    });
    for (const t of plan.texts ?? []) em.create(ProjectText, { project, windowId: t.windowId, text: t.text });
    for (const r of plan.resources ?? []) {
      em.create(ProjectResource, { project, name: r.name, url: r.url, md5: r.md5, resourceType: String(r.resourceType), guid: null });
    }
    return project;
  });

  // Likes and views make the trending carousel non-empty.
  const like = (login: DemoLogin, p: Project, daysAgo: number) => {
    em.create(ProjectLike, { project: p, user: users.get(login)!, createdAt: new Date(now - daysAgo * DAY_MS) });
    p.likes += 1;
  };
  const view = (p: Project, n: number) => {
    for (let i = 0; i < n; i++) em.create(ProjectView, { project: p, sessionId: `seed-${p.title.length}-${i}`, createdAt: new Date(now - i * DAY_MS) });
    p.views += n;
  };
  like('student2', projects[0], 1);
  like('student3', projects[0], 2);
  like('student1', projects[6], 1);
  like('student3', projects[6], 3);
  like('teacher', projects[6], 4);
  like('student1', projects[10], 2);
  view(projects[0], 12);
  view(projects[6], 20);
  view(projects[7], 5);
  view(projects[10], 8);

  const hack = em.create(HackEvent, {
    title: 'Осенний хакатон 2026',
    desc: 'Игры и сайты на тему «Путешествия».',
    startsAt: new Date(now - 40 * DAY_MS),
    endsAt: new Date(now - 10 * DAY_MS),
    courseId: null,
  });
  const games = em.create(HackNomination, { event: hack, title: 'Лучшая игра' });
  const sites = em.create(HackNomination, { event: hack, title: 'Лучший сайт' });
  em.create(HackGradeBand, { event: hack, grade: HackGrade.Junior, minAge: 9, maxAge: 11 });
  em.create(HackGradeBand, { event: hack, grade: HackGrade.Middle, minAge: 12, maxAge: 13 });
  em.create(HackGradeBand, { event: hack, grade: HackGrade.Senior, minAge: 14, maxAge: 16 });
  const winter = em.create(HackEvent, {
    title: 'Зимний хакатон 2027',
    desc: 'Приём заявок открыт: новогодние игры.',
    startsAt: new Date(now + 20 * DAY_MS),
    endsAt: new Date(now + 34 * DAY_MS),
    courseId: null,
  });
  em.create(HackNomination, { event: winter, title: 'Новогодняя игра' });
  em.create(HackNomination, { event: winter, title: 'Зимняя открытка' });
  em.create(HackGradeBand, { event: winter, grade: HackGrade.Junior, minAge: 9, maxAge: 11 });
  em.create(HackGradeBand, { event: winter, grade: HackGrade.Middle, minAge: 12, maxAge: 13 });
  em.create(HackGradeBand, { event: winter, grade: HackGrade.Senior, minAge: 14, maxAge: 16 });
  for (const [login, grade] of [['student2', HackGrade.Junior], ['student3', HackGrade.Middle]] as const) {
    em.create(HackApplication, { event: hack, student: users.get(login)!, grade, note: '', createdAt: new Date(now - 35 * DAY_MS) });
  }
  em.create(HackProject, { project: projects[6], event: hack, nomination: games, grade: HackGrade.Junior, place: 1 });
  em.create(HackProject, { project: projects[10], event: hack, nomination: sites, grade: HackGrade.Middle, place: 10 });
  // The winner's materials: video presentation (9), presentation (17) and poster (18).
  const materials: [number, string, string][] = [
    [ResourceType.VideoPresentation, 'video.html', `/api/files/${slidesMd5}`],
    [ResourceType.ProjectPresentation, 'slides.html', `/api/files/${slidesMd5}`],
    [ResourceType.Poster, 'poster.svg', `/api/files/${posterMd5}`],
  ];
  for (const [type, name, url] of materials) {
    em.create(ProjectResource, { project: projects[6], name, url, md5: url.split('/').pop()!, resourceType: String(type), guid: null });
  }
  await em.flush();
}
