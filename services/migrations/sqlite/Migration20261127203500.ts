import { Migration } from '@mikro-orm/migrations';

export class Migration20261127203500 extends Migration {

  override async up(): Promise<void> {
    // Each author orders their own course list.
    this.addSql(`alter table \`course_authors\` add column \`position\` integer not null default 0;`);
  }

}
