import { Migration } from '@mikro-orm/migrations';

export class Migration20261128040525 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`collab_updates\` (\`id\` integer not null primary key autoincrement, \`room\` text not null, \`data\` blob not null, \`created_at\` datetime not null);`);
    this.addSql(`create index \`collab_updates_room_id_index\` on \`collab_updates\` (\`room\`, \`id\`);`);
  }

}
