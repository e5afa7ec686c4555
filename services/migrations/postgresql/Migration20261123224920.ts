import { Migration } from '@mikro-orm/migrations';

export class Migration20261123224920 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "quiz_attempts" ("id" serial primary key, "task_id" int not null, "student_id" int not null, "tries" int not null default 0, "last_try_at" timestamptz not null);`);
    this.addSql(`alter table "quiz_attempts" add constraint "quiz_attempts_task_id_student_id_unique" unique ("task_id", "student_id");`);

    this.addSql(`alter table "stored_files" add column "uploader_id" int null;`);

    this.addSql(`alter table "refresh_sessions" add column "generation" int not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "quiz_attempts" cascade;`);

    this.addSql(`alter table "refresh_sessions" drop column "generation";`);

    this.addSql(`alter table "stored_files" drop column "uploader_id";`);
  }

}
