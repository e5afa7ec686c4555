import { Migration } from '@mikro-orm/migrations';

export class Migration20261122133511 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "hack_events" ("id" serial primary key, "title" varchar(300) not null, "desc" text not null default '', "starts_at" timestamptz not null, "ends_at" timestamptz not null, "course_id" int null);`);

    this.addSql(`create table "hack_grades" ("id" serial primary key, "event_id" int not null, "grade" varchar(20) not null, "min_age" int not null, "max_age" int not null);`);

    this.addSql(`create table "hack_nominations" ("id" serial primary key, "event_id" int not null, "title" varchar(300) not null);`);

    this.addSql(`create table "stored_files" ("id" varchar(64) not null, "md5" varchar(64) null, "name" varchar(300) not null, "mime" varchar(120) not null, "size" int not null default 0, "storage_key" varchar(500) not null, "created_at" timestamptz not null, constraint "stored_files_pkey" primary key ("id"));`);
    this.addSql(`create index "stored_files_md5_index" on "stored_files" ("md5");`);

    this.addSql(`create table "projects" ("id" serial primary key, "student_id" int not null, "title" varchar(300) not null, "desc" text not null default '', "project_type" int not null, "access_type" int not null default 2, "hash" varchar(40) not null, "thumbnail" varchar(500) null, "is_deleted" boolean not null default false, "deleted_at" timestamptz null, "likes" int not null default 0, "views" int not null default 0, "forked_from" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "projects" add constraint "projects_hash_unique" unique ("hash");`);
    this.addSql(`create index "projects_student_id_is_deleted_index" on "projects" ("student_id", "is_deleted");`);
    this.addSql(`create index "projects_access_type_is_deleted_index" on "projects" ("access_type", "is_deleted");`);

    this.addSql(`create table "project_views" ("id" serial primary key, "project_id" int not null, "session_id" varchar(100) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "project_views" add constraint "project_views_project_id_session_id_unique" unique ("project_id", "session_id");`);

    this.addSql(`create table "project_texts" ("id" serial primary key, "project_id" int not null, "window_id" int not null, "text" text not null);`);

    this.addSql(`create table "project_resources" ("id" serial primary key, "project_id" int not null, "name" varchar(300) not null, "url" varchar(1000) not null, "md5" varchar(64) null, "resource_type" varchar(40) not null, "guid" varchar(64) null);`);

    this.addSql(`create table "project_likes" ("id" serial primary key, "project_id" int not null, "user_id" int not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "project_likes" add constraint "project_likes_project_id_user_id_unique" unique ("project_id", "user_id");`);

    this.addSql(`create table "hack_projects" ("id" serial primary key, "project_id" int not null, "event_id" int not null, "nomination_id" int null, "grade" varchar(20) null, "place" int null);`);
    this.addSql(`alter table "hack_projects" add constraint "hack_projects_project_id_unique" unique ("project_id");`);

    this.addSql(`create table "hack_applications" ("id" serial primary key, "event_id" int not null, "student_id" int not null, "grade" varchar(20) not null, "note" text not null default '', "created_at" timestamptz not null);`);
    this.addSql(`alter table "hack_applications" add constraint "hack_applications_event_id_student_id_unique" unique ("event_id", "student_id");`);

    this.addSql(`alter table "hack_grades" add constraint "hack_grades_event_id_foreign" foreign key ("event_id") references "hack_events" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "hack_nominations" add constraint "hack_nominations_event_id_foreign" foreign key ("event_id") references "hack_events" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "projects" add constraint "projects_student_id_foreign" foreign key ("student_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "project_views" add constraint "project_views_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "project_texts" add constraint "project_texts_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "project_resources" add constraint "project_resources_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "project_likes" add constraint "project_likes_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "project_likes" add constraint "project_likes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "hack_projects" add constraint "hack_projects_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "hack_projects" add constraint "hack_projects_event_id_foreign" foreign key ("event_id") references "hack_events" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "hack_projects" add constraint "hack_projects_nomination_id_foreign" foreign key ("nomination_id") references "hack_nominations" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "hack_applications" add constraint "hack_applications_event_id_foreign" foreign key ("event_id") references "hack_events" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "hack_applications" add constraint "hack_applications_student_id_foreign" foreign key ("student_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "hack_grades" drop constraint "hack_grades_event_id_foreign";`);

    this.addSql(`alter table "hack_nominations" drop constraint "hack_nominations_event_id_foreign";`);

    this.addSql(`alter table "hack_projects" drop constraint "hack_projects_event_id_foreign";`);

    this.addSql(`alter table "hack_applications" drop constraint "hack_applications_event_id_foreign";`);

    this.addSql(`alter table "hack_projects" drop constraint "hack_projects_nomination_id_foreign";`);

    this.addSql(`alter table "project_views" drop constraint "project_views_project_id_foreign";`);

    this.addSql(`alter table "project_texts" drop constraint "project_texts_project_id_foreign";`);

    this.addSql(`alter table "project_resources" drop constraint "project_resources_project_id_foreign";`);

    this.addSql(`alter table "project_likes" drop constraint "project_likes_project_id_foreign";`);

    this.addSql(`alter table "hack_projects" drop constraint "hack_projects_project_id_foreign";`);

    this.addSql(`drop table if exists "hack_events" cascade;`);

    this.addSql(`drop table if exists "hack_grades" cascade;`);

    this.addSql(`drop table if exists "hack_nominations" cascade;`);

    this.addSql(`drop table if exists "stored_files" cascade;`);

    this.addSql(`drop table if exists "projects" cascade;`);

    this.addSql(`drop table if exists "project_views" cascade;`);

    this.addSql(`drop table if exists "project_texts" cascade;`);

    this.addSql(`drop table if exists "project_resources" cascade;`);

    this.addSql(`drop table if exists "project_likes" cascade;`);

    this.addSql(`drop table if exists "hack_projects" cascade;`);

    this.addSql(`drop table if exists "hack_applications" cascade;`);
  }

}
