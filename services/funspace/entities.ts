import { EntitySchema } from '@mikro-orm/core';
import type { HackGrade } from '@school/contracts';
import { User } from '../auth/entities';

/** A Fun Space project of one student. accessType: 0 only me, 1 school students, 2 everyone. */
export class Project {
  id!: number;
  student!: User;
  title!: string;
  desc = '';
  projectType!: number;
  accessType = 2;
  /** The public hash: the last segment of the public URL. */
  hash!: string;
  thumbnail: string | null = null;
  isDeleted = false;
  deletedAt: Date | null = null;
  likes = 0;
  views = 0;
  forkedFrom: number | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export class ProjectText {
  id!: number;
  project!: Project;
  windowId!: number;
  text!: string;
}

export class ProjectResource {
  id!: number;
  project!: Project;
  name!: string;
  url!: string;
  md5: string | null = null;
  /** 'Thumb', 'Presentation' or a numeric code (9, 17, 18) kept as text. */
  resourceType!: string;
  guid: string | null = null;
}

export class ProjectLike {
  id!: number;
  project!: Project;
  user!: User;
  createdAt: Date = new Date();
}

/** One counted view: unique per project and view session. */
export class ProjectView {
  id!: number;
  project!: Project;
  sessionId!: string;
  createdAt: Date = new Date();
}

export class HackEvent {
  id!: number;
  title!: string;
  desc = '';
  startsAt!: Date;
  endsAt!: Date;
  courseId: number | null = null;
}

export class HackNomination {
  id!: number;
  event!: HackEvent;
  title!: string;
}

/** Age bands of a hackathon. */
export class HackGradeBand {
  id!: number;
  event!: HackEvent;
  grade!: HackGrade;
  minAge!: number;
  maxAge!: number;
}

export class HackApplication {
  id!: number;
  event!: HackEvent;
  student!: User;
  grade!: HackGrade;
  note = '';
  createdAt: Date = new Date();
}

/** A project submitted to a hackathon nomination; grade and place are set by the jury. */
export class HackProject {
  id!: number;
  project!: Project;
  event!: HackEvent;
  nomination: HackNomination | null = null;
  grade: HackGrade | null = null;
  place: number | null = null;
}

const idProp = { type: 'integer', primary: true, autoincrement: true } as const;

export const ProjectSchema = new EntitySchema<Project>({
  class: Project,
  tableName: 'projects',
  indexes: [{ properties: ['student', 'isDeleted'] }, { properties: ['accessType', 'isDeleted'] }],
  properties: {
    id: idProp,
    student: { kind: 'm:1', entity: () => User, deleteRule: 'cascade' },
    title: { type: 'string', length: 300 },
    desc: { type: 'text', default: '' },
    projectType: { type: 'integer' },
    accessType: { type: 'integer', default: 2 },
    hash: { type: 'string', length: 40, unique: true },
    thumbnail: { type: 'string', length: 500, nullable: true },
    isDeleted: { type: 'boolean', default: false },
    deletedAt: { type: 'datetime', nullable: true },
    likes: { type: 'integer', default: 0 },
    views: { type: 'integer', default: 0 },
    forkedFrom: { type: 'integer', nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

export const ProjectTextSchema = new EntitySchema<ProjectText>({
  class: ProjectText,
  tableName: 'project_texts',
  properties: {
    id: idProp,
    project: { kind: 'm:1', entity: () => Project, deleteRule: 'cascade' },
    windowId: { type: 'integer' },
    text: { type: 'text' },
  },
});

export const ProjectResourceSchema = new EntitySchema<ProjectResource>({
  class: ProjectResource,
  tableName: 'project_resources',
  properties: {
    id: idProp,
    project: { kind: 'm:1', entity: () => Project, deleteRule: 'cascade' },
    name: { type: 'string', length: 300 },
    url: { type: 'string', length: 1000 },
    md5: { type: 'string', length: 64, nullable: true },
    resourceType: { type: 'string', length: 40 },
    guid: { type: 'string', length: 64, nullable: true },
  },
});

export const ProjectLikeSchema = new EntitySchema<ProjectLike>({
  class: ProjectLike,
  tableName: 'project_likes',
  uniques: [{ properties: ['project', 'user'] }],
  properties: {
    id: idProp,
    project: { kind: 'm:1', entity: () => Project, deleteRule: 'cascade' },
    user: { kind: 'm:1', entity: () => User, deleteRule: 'cascade' },
    createdAt: { type: 'datetime' },
  },
});

export const ProjectViewSchema = new EntitySchema<ProjectView>({
  class: ProjectView,
  tableName: 'project_views',
  uniques: [{ properties: ['project', 'sessionId'] }],
  properties: {
    id: idProp,
    project: { kind: 'm:1', entity: () => Project, deleteRule: 'cascade' },
    sessionId: { type: 'string', length: 100 },
    createdAt: { type: 'datetime' },
  },
});

export const HackEventSchema = new EntitySchema<HackEvent>({
  class: HackEvent,
  tableName: 'hack_events',
  properties: {
    id: idProp,
    title: { type: 'string', length: 300 },
    desc: { type: 'text', default: '' },
    startsAt: { type: 'datetime' },
    endsAt: { type: 'datetime' },
    courseId: { type: 'integer', nullable: true },
  },
});

export const HackNominationSchema = new EntitySchema<HackNomination>({
  class: HackNomination,
  tableName: 'hack_nominations',
  properties: {
    id: idProp,
    event: { kind: 'm:1', entity: () => HackEvent, deleteRule: 'cascade' },
    title: { type: 'string', length: 300 },
  },
});

export const HackGradeBandSchema = new EntitySchema<HackGradeBand>({
  class: HackGradeBand,
  tableName: 'hack_grades',
  properties: {
    id: idProp,
    event: { kind: 'm:1', entity: () => HackEvent, deleteRule: 'cascade' },
    grade: { type: 'string', length: 20 },
    minAge: { type: 'integer' },
    maxAge: { type: 'integer' },
  },
});

export const HackApplicationSchema = new EntitySchema<HackApplication>({
  class: HackApplication,
  tableName: 'hack_applications',
  uniques: [{ properties: ['event', 'student'] }],
  properties: {
    id: idProp,
    event: { kind: 'm:1', entity: () => HackEvent, deleteRule: 'cascade' },
    student: { kind: 'm:1', entity: () => User, deleteRule: 'cascade' },
    grade: { type: 'string', length: 20 },
    note: { type: 'text', default: '' },
    createdAt: { type: 'datetime' },
  },
});

export const HackProjectSchema = new EntitySchema<HackProject>({
  class: HackProject,
  tableName: 'hack_projects',
  properties: {
    id: idProp,
    project: { kind: '1:1', entity: () => Project, owner: true, deleteRule: 'cascade', unique: true },
    event: { kind: 'm:1', entity: () => HackEvent, deleteRule: 'cascade' },
    nomination: { kind: 'm:1', entity: () => HackNomination, nullable: true, deleteRule: 'set null' },
    grade: { type: 'string', length: 20, nullable: true },
    place: { type: 'integer', nullable: true },
  },
});

export const funspaceEntities = [
  ProjectSchema,
  ProjectTextSchema,
  ProjectResourceSchema,
  ProjectLikeSchema,
  ProjectViewSchema,
  HackEventSchema,
  HackNominationSchema,
  HackGradeBandSchema,
  HackApplicationSchema,
  HackProjectSchema,
];
