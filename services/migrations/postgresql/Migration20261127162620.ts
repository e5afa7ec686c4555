import { Migration } from '@mikro-orm/migrations';

export class Migration20261127162620 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "course_authors" ("id" serial primary key, "course_id" int not null, "user_id" int not null);`);
    this.addSql(`alter table "course_authors" add constraint "course_authors_course_id_user_id_unique" unique ("course_id", "user_id");`);
    // An author's course list reads by user; SQLite gets this index from its generator.
    this.addSql(`create index "course_authors_user_id_index" on "course_authors" ("user_id");`);

    this.addSql(`alter table "course_authors" add constraint "course_authors_course_id_foreign" foreign key ("course_id") references "courses" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "course_authors" add constraint "course_authors_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "courses" add column "archived" boolean not null default false;`);

    this.addSql(`alter table "lessons" add column "published" boolean not null default true;`);

    // Until now every course author authored every course: keep that for the courses that exist.
    this.addSql(`insert into "course_authors" ("course_id", "user_id") select c."id", u."id" from "courses" c cross join "users" u where u."role" = 'course_author';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "course_authors" cascade;`);

    this.addSql(`alter table "courses" drop column "archived";`);

    this.addSql(`alter table "lessons" drop column "published";`);
  }

}
