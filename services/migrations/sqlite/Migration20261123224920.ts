import { Migration } from '@mikro-orm/migrations';

export class Migration20261123224920 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`quiz_attempts\` (\`id\` integer not null primary key autoincrement, \`task_id\` integer not null, \`student_id\` integer not null, \`tries\` integer not null default 0, \`last_try_at\` datetime not null);`);
    this.addSql(`create unique index \`quiz_attempts_task_id_student_id_unique\` on \`quiz_attempts\` (\`task_id\`, \`student_id\`);`);

    this.addSql(`alter table \`stored_files\` add column \`uploader_id\` integer null;`);

    this.addSql(`alter table \`refresh_sessions\` add column \`generation\` integer not null default 0;`);
  }

}
