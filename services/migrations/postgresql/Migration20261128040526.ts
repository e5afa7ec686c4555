import { Migration } from '@mikro-orm/migrations';

export class Migration20261128040526 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "collab_updates" ("id" serial primary key, "room" varchar(64) not null, "data" bytea not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "collab_updates_room_id_index" on "collab_updates" ("room", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "collab_updates" cascade;`);
  }

}
