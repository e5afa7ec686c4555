import { Migration } from '@mikro-orm/migrations';

export class Migration20261122133543 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`stored_files\` add column \`content\` blob null;`);
  }

}
