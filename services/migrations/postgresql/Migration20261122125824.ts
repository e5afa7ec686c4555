import { Migration } from '@mikro-orm/migrations';

export class Migration20261122125824 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "courses" ("id" serial primary key, "title" varchar(200) not null, "logo_url" varchar(500) null, "is_funbox" boolean not null default false);`);

    this.addSql(`create table "course_modules" ("id" serial primary key, "course_id" int not null, "module_number" int not null, "title" varchar(200) not null);`);

    this.addSql(`create table "lessons" ("id" serial primary key, "course_id" int not null, "module_id" int not null, "title" varchar(200) not null, "order" int not null);`);

    this.addSql(`create table "tasks" ("id" serial primary key, "lesson_id" int not null, "order" int not null, "task_name" varchar(200) not null, "task_type" varchar(40) not null, "is_optional" boolean not null default false, "is_auto_check" boolean not null default false);`);

    this.addSql(`create table "users" ("id" serial primary key, "login" varchar(100) not null, "password_hash" varchar(255) not null, "role" varchar(20) not null default 'student', "created_at" timestamptz not null);`);
    this.addSql(`alter table "users" add constraint "users_login_unique" unique ("login");`);

    this.addSql(`create table "task_statuses" ("id" serial primary key, "task_id" int not null, "student_id" int not null, "status" varchar(20) not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "task_statuses" add constraint "task_statuses_task_id_student_id_unique" unique ("task_id", "student_id");`);

    this.addSql(`create table "refresh_sessions" ("id" varchar(64) not null, "user_id" int not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "created_at" timestamptz not null, constraint "refresh_sessions_pkey" primary key ("id"));`);

    this.addSql(`create table "profiles" ("user_id" int not null, "display_name" varchar(200) not null default '', "first_name" varchar(100) not null default '', "last_name" varchar(100) not null default '', "gender" varchar(1) null, "age" int null, "avatar" varchar(40) null, "discord_link" varchar(500) null, "time_zone" varchar(64) null, "local_time" varchar(64) null, constraint "profiles_pkey" primary key ("user_id"));`);

    this.addSql(`create table "groups" ("id" serial primary key, "title" varchar(200) not null, "course_id" int not null, "teacher_id" int not null, "web_meeting_url" varchar(500) null, "starts_at" timestamptz null);`);

    this.addSql(`create table "schedules" ("id" serial primary key, "group_id" int not null, "week_day" int not null, "hour" int not null, "minute" int not null);`);

    this.addSql(`create table "group_students" ("id" serial primary key, "group_id" int not null, "student_id" int not null, "archived" boolean not null default false);`);
    this.addSql(`alter table "group_students" add constraint "group_students_group_id_student_id_unique" unique ("group_id", "student_id");`);

    this.addSql(`alter table "course_modules" add constraint "course_modules_course_id_foreign" foreign key ("course_id") references "courses" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "lessons" add constraint "lessons_course_id_foreign" foreign key ("course_id") references "courses" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "lessons" add constraint "lessons_module_id_foreign" foreign key ("module_id") references "course_modules" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "tasks" add constraint "tasks_lesson_id_foreign" foreign key ("lesson_id") references "lessons" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "task_statuses" add constraint "task_statuses_task_id_foreign" foreign key ("task_id") references "tasks" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "task_statuses" add constraint "task_statuses_student_id_foreign" foreign key ("student_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "refresh_sessions" add constraint "refresh_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "profiles" add constraint "profiles_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "groups" add constraint "groups_course_id_foreign" foreign key ("course_id") references "courses" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "groups" add constraint "groups_teacher_id_foreign" foreign key ("teacher_id") references "users" ("id") on update cascade;`);

    this.addSql(`alter table "schedules" add constraint "schedules_group_id_foreign" foreign key ("group_id") references "groups" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "group_students" add constraint "group_students_group_id_foreign" foreign key ("group_id") references "groups" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "group_students" add constraint "group_students_student_id_foreign" foreign key ("student_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "course_modules" drop constraint "course_modules_course_id_foreign";`);

    this.addSql(`alter table "lessons" drop constraint "lessons_course_id_foreign";`);

    this.addSql(`alter table "groups" drop constraint "groups_course_id_foreign";`);

    this.addSql(`alter table "lessons" drop constraint "lessons_module_id_foreign";`);

    this.addSql(`alter table "tasks" drop constraint "tasks_lesson_id_foreign";`);

    this.addSql(`alter table "task_statuses" drop constraint "task_statuses_task_id_foreign";`);

    this.addSql(`alter table "task_statuses" drop constraint "task_statuses_student_id_foreign";`);

    this.addSql(`alter table "refresh_sessions" drop constraint "refresh_sessions_user_id_foreign";`);

    this.addSql(`alter table "profiles" drop constraint "profiles_user_id_foreign";`);

    this.addSql(`alter table "groups" drop constraint "groups_teacher_id_foreign";`);

    this.addSql(`alter table "group_students" drop constraint "group_students_student_id_foreign";`);

    this.addSql(`alter table "schedules" drop constraint "schedules_group_id_foreign";`);

    this.addSql(`alter table "group_students" drop constraint "group_students_group_id_foreign";`);

    this.addSql(`drop table if exists "courses" cascade;`);

    this.addSql(`drop table if exists "course_modules" cascade;`);

    this.addSql(`drop table if exists "lessons" cascade;`);

    this.addSql(`drop table if exists "tasks" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop table if exists "task_statuses" cascade;`);

    this.addSql(`drop table if exists "refresh_sessions" cascade;`);

    this.addSql(`drop table if exists "profiles" cascade;`);

    this.addSql(`drop table if exists "groups" cascade;`);

    this.addSql(`drop table if exists "schedules" cascade;`);

    this.addSql(`drop table if exists "group_students" cascade;`);
  }

}
