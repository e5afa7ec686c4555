import { Migration } from '@mikro-orm/migrations';

export class Migration20261127162643 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "task_reviews" ("id" serial primary key, "task_id" int not null, "student_id" int not null, "reviewer_id" int not null, "outcome" varchar(20) not null, "comment" text not null, "level" varchar(100) null, "reviewed_at" timestamptz not null, "seen_at" timestamptz null);`);
    this.addSql(`alter table "task_reviews" add constraint "task_reviews_task_id_student_id_unique" unique ("task_id", "student_id");`);

    this.addSql(`alter table "task_reviews" add constraint "task_reviews_task_id_foreign" foreign key ("task_id") references "tasks" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "task_reviews" add constraint "task_reviews_student_id_foreign" foreign key ("student_id") references "users" ("id") on update cascade on delete cascade;`);

    // The home page's notices read a student's reviews; SQLite indexes foreign keys by itself.
    this.addSql(`create index "task_reviews_student_id_index" on "task_reviews" ("student_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "task_reviews" cascade;`);
  }

}
