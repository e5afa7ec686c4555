import { Migration } from '@mikro-orm/migrations';

export class Migration20261122133556 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "cities" ("id" serial primary key, "title" varchar(200) not null);`);

    this.addSql(`create table "lesson_resources" ("id" serial primary key, "lesson_id" int not null, "name" varchar(300) not null, "resource_type" varchar(40) not null, "url" varchar(1000) not null);`);

    this.addSql(`create table "lesson_theories" ("id" serial primary key, "lesson_id" int not null, "text" text not null);`);
    this.addSql(`alter table "lesson_theories" add constraint "lesson_theories_lesson_id_unique" unique ("lesson_id");`);

    this.addSql(`create table "quizzes" ("id" serial primary key, "task_id" int not null, "question" text not null);`);
    this.addSql(`alter table "quizzes" add constraint "quizzes_task_id_unique" unique ("task_id");`);

    this.addSql(`create table "quiz_options" ("id" serial primary key, "quiz_id" int not null, "order" int not null, "text" text not null, "is_correct" boolean not null default false);`);

    this.addSql(`create table "task_resources" ("id" serial primary key, "task_id" int not null, "name" varchar(300) not null, "url" varchar(1000) not null, "md5" varchar(64) not null);`);

    this.addSql(`create table "task_texts" ("id" serial primary key, "task_id" int not null, "window_id" int not null, "text" text not null);`);
    this.addSql(`alter table "task_texts" add constraint "task_texts_task_id_window_id_unique" unique ("task_id", "window_id");`);

    this.addSql(`create table "task_events" ("id" serial primary key, "task_id" int not null, "lesson_id" int not null, "student_id" int not null, "actor_id" int not null, "action" varchar(20) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "task_events_task_id_student_id_index" on "task_events" ("task_id", "student_id");`);

    this.addSql(`create table "task_answers" ("id" serial primary key, "task_id" int not null, "student_id" int not null, "answer_json" text not null, "resources_json" text not null default '[]', "revision" double precision not null, "auto_check_passed" boolean not null default false, "project_id" int null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "task_answers" add constraint "task_answers_task_id_student_id_unique" unique ("task_id", "student_id");`);

    this.addSql(`create table "funbox_enrolments" ("id" serial primary key, "course_id" int not null, "student_id" int not null, "status" varchar(20) not null);`);
    this.addSql(`alter table "funbox_enrolments" add constraint "funbox_enrolments_course_id_student_id_unique" unique ("course_id", "student_id");`);

    this.addSql(`create table "venues" ("id" serial primary key, "city_id" int not null, "title" varchar(200) not null);`);

    this.addSql(`alter table "lesson_resources" add constraint "lesson_resources_lesson_id_foreign" foreign key ("lesson_id") references "lessons" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "lesson_theories" add constraint "lesson_theories_lesson_id_foreign" foreign key ("lesson_id") references "lessons" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "quizzes" add constraint "quizzes_task_id_foreign" foreign key ("task_id") references "tasks" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "quiz_options" add constraint "quiz_options_quiz_id_foreign" foreign key ("quiz_id") references "quizzes" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "task_resources" add constraint "task_resources_task_id_foreign" foreign key ("task_id") references "tasks" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "task_texts" add constraint "task_texts_task_id_foreign" foreign key ("task_id") references "tasks" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "task_events" add constraint "task_events_task_id_foreign" foreign key ("task_id") references "tasks" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "task_events" add constraint "task_events_student_id_foreign" foreign key ("student_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "task_events" add constraint "task_events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "task_answers" add constraint "task_answers_task_id_foreign" foreign key ("task_id") references "tasks" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "task_answers" add constraint "task_answers_student_id_foreign" foreign key ("student_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "funbox_enrolments" add constraint "funbox_enrolments_course_id_foreign" foreign key ("course_id") references "courses" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "funbox_enrolments" add constraint "funbox_enrolments_student_id_foreign" foreign key ("student_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "venues" add constraint "venues_city_id_foreign" foreign key ("city_id") references "cities" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "tasks" add column "parent_id" int null, add column "access_type" int not null default 0;`);

    this.addSql(`alter table "groups" add column "venue_id" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "venues" drop constraint "venues_city_id_foreign";`);

    this.addSql(`alter table "quiz_options" drop constraint "quiz_options_quiz_id_foreign";`);

    this.addSql(`drop table if exists "cities" cascade;`);

    this.addSql(`drop table if exists "lesson_resources" cascade;`);

    this.addSql(`drop table if exists "lesson_theories" cascade;`);

    this.addSql(`drop table if exists "quizzes" cascade;`);

    this.addSql(`drop table if exists "quiz_options" cascade;`);

    this.addSql(`drop table if exists "task_resources" cascade;`);

    this.addSql(`drop table if exists "task_texts" cascade;`);

    this.addSql(`drop table if exists "task_events" cascade;`);

    this.addSql(`drop table if exists "task_answers" cascade;`);

    this.addSql(`drop table if exists "funbox_enrolments" cascade;`);

    this.addSql(`drop table if exists "venues" cascade;`);

    this.addSql(`alter table "groups" drop column "venue_id";`);

    this.addSql(`alter table "tasks" drop column "parent_id", drop column "access_type";`);
  }

}
