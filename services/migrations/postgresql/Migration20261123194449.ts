import { Migration } from '@mikro-orm/migrations';

export class Migration20261123194449 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "ai_usage" ("id" serial primary key, "student_id" int not null, "day" varchar(10) not null, "tokens" int not null default 0);`);
    this.addSql(`alter table "ai_usage" add constraint "ai_usage_student_id_day_unique" unique ("student_id", "day");`);

    this.addSql(`create table "ai_chats" ("id" varchar(36) not null, "student_id" int not null, "task_id" int null, "title" varchar(200) not null default '', "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "ai_chats_pkey" primary key ("id"));`);
    this.addSql(`create index "ai_chats_student_id_updated_at_index" on "ai_chats" ("student_id", "updated_at");`);
    this.addSql(`create index "ai_chats_student_id_task_id_index" on "ai_chats" ("student_id", "task_id");`);

    this.addSql(`create table "ai_chat_messages" ("id" serial primary key, "chat_id" varchar(36) not null, "role" varchar(16) not null, "content" text not null, "created_at" timestamptz not null);`);

    this.addSql(`alter table "ai_usage" add constraint "ai_usage_student_id_foreign" foreign key ("student_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ai_chats" add constraint "ai_chats_student_id_foreign" foreign key ("student_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ai_chat_messages" add constraint "ai_chat_messages_chat_id_foreign" foreign key ("chat_id") references "ai_chats" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "ai_chat_messages" drop constraint "ai_chat_messages_chat_id_foreign";`);

    this.addSql(`drop table if exists "ai_usage" cascade;`);

    this.addSql(`drop table if exists "ai_chats" cascade;`);

    this.addSql(`drop table if exists "ai_chat_messages" cascade;`);
  }

}
