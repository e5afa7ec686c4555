import { defineEntity, type InferEntity } from '@mikro-orm/core';
import type { HackGrade } from '@school/contracts';
import { User } from '../auth/entities';

/** A Fun Space project of one student. accessType: 0 only me, 1 school students, 2 everyone. */
export const Project = defineEntity({
  name: 'Project',
  tableName: 'projects',
  indexes: [{ properties: ['student', 'isDeleted'] }, { properties: ['accessType', 'isDeleted'] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    student: p.manyToOne(User).deleteRule('cascade'),
    title: p.string().length(300),
    desc: p.text().default(''),
    projectType: p.integer(),
    accessType: p.integer().default(2),
    /** The public hash: the last segment of the public URL. */
    hash: p.string().length(40).unique(),
    thumbnail: p.string().length(500).nullable(),
    isDeleted: p.boolean().default(false),
    deletedAt: p.datetime().nullable(),
    likes: p.integer().default(0),
    views: p.integer().default(0),
    forkedFrom: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type Project = InferEntity<typeof Project>;

export const ProjectText = defineEntity({
  name: 'ProjectText',
  tableName: 'project_texts',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    // Indexed: every card read loads texts by project (PostgreSQL does not index foreign keys itself).
    project: p.manyToOne(Project).deleteRule('cascade').index(),
    windowId: p.integer(),
    text: p.text(),
  }),
});
export type ProjectText = InferEntity<typeof ProjectText>;

export const ProjectResource = defineEntity({
  name: 'ProjectResource',
  tableName: 'project_resources',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    // Indexed like project_texts.project_id.
    project: p.manyToOne(Project).deleteRule('cascade').index(),
    name: p.string().length(300),
    url: p.string().length(1000),
    md5: p.string().length(64).nullable(),
    /** 'Thumb', 'Presentation' or a numeric code (9, 17, 18) kept as text. */
    resourceType: p.string().length(40),
    guid: p.string().length(64).nullable(),
  }),
});
export type ProjectResource = InferEntity<typeof ProjectResource>;

export const ProjectLike = defineEntity({
  name: 'ProjectLike',
  tableName: 'project_likes',
  uniques: [{ properties: ['project', 'user'] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    project: p.manyToOne(Project).deleteRule('cascade'),
    user: p.manyToOne(User).deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type ProjectLike = InferEntity<typeof ProjectLike>;

/** One counted view: unique per project and view session. */
export const ProjectView = defineEntity({
  name: 'ProjectView',
  tableName: 'project_views',
  uniques: [{ properties: ['project', 'sessionId'] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    project: p.manyToOne(Project).deleteRule('cascade'),
    sessionId: p.string().length(100),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type ProjectView = InferEntity<typeof ProjectView>;

export const HackEvent = defineEntity({
  name: 'HackEvent',
  tableName: 'hack_events',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    title: p.string().length(300),
    desc: p.text().default(''),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    courseId: p.integer().nullable(),
  }),
});
export type HackEvent = InferEntity<typeof HackEvent>;

export const HackNomination = defineEntity({
  name: 'HackNomination',
  tableName: 'hack_nominations',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    event: p.manyToOne(HackEvent).deleteRule('cascade'),
    title: p.string().length(300),
  }),
});
export type HackNomination = InferEntity<typeof HackNomination>;

/** Age bands of a hackathon. */
export const HackGradeBand = defineEntity({
  name: 'HackGradeBand',
  tableName: 'hack_grades',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    event: p.manyToOne(HackEvent).deleteRule('cascade'),
    grade: p.string().$type<HackGrade>().length(20),
    minAge: p.integer(),
    maxAge: p.integer(),
  }),
});
export type HackGradeBand = InferEntity<typeof HackGradeBand>;

export const HackApplication = defineEntity({
  name: 'HackApplication',
  tableName: 'hack_applications',
  uniques: [{ properties: ['event', 'student'] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    event: p.manyToOne(HackEvent).deleteRule('cascade'),
    student: p.manyToOne(User).deleteRule('cascade'),
    grade: p.string().$type<HackGrade>().length(20),
    note: p.text().default(''),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type HackApplication = InferEntity<typeof HackApplication>;

/** A project submitted to a hackathon nomination; grade and place are set by the jury. */
export const HackProject = defineEntity({
  name: 'HackProject',
  tableName: 'hack_projects',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    project: p.oneToOne(Project).owner().deleteRule('cascade').unique(),
    event: p.manyToOne(HackEvent).deleteRule('cascade'),
    nomination: p.manyToOne(HackNomination).nullable().deleteRule('set null'),
    grade: p.string().$type<HackGrade>().length(20).nullable(),
    place: p.integer().nullable(),
  }),
});
export type HackProject = InferEntity<typeof HackProject>;

export const funspaceEntities = [
  Project,
  ProjectText,
  ProjectResource,
  ProjectLike,
  ProjectView,
  HackEvent,
  HackNomination,
  HackGradeBand,
  HackApplication,
  HackProject,
];
