import { Migration } from '@mikro-orm/migrations';

export class Migration20261127203501 extends Migration {

  override async up(): Promise<void> {
    // Each author orders their own course list.
    this.addSql(`alter table "course_authors" add column "position" int not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "course_authors" drop column "position";`);
  }

}
