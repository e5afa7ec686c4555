import { Migration } from '@mikro-orm/migrations';

export class Migration20261124042105 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`task_answers__temp_alter\` (\`id\` integer not null primary key autoincrement, \`task_id\` integer not null, \`student_id\` integer not null, \`answer_json\` json not null, \`resources_json\` json not null default '[]', \`revision\` double not null, \`auto_check_passed\` integer not null default false, \`project_id\` integer null, \`updated_at\` datetime not null, constraint \`task_answers_task_id_foreign\` foreign key(\`task_id\`) references \`tasks\`(\`id\`) on delete cascade on update cascade, constraint \`task_answers_student_id_foreign\` foreign key(\`student_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`insert into \`task_answers__temp_alter\` select \`id\`, \`task_id\`, \`student_id\`, \`answer_json\`, \`resources_json\`, \`revision\`, \`auto_check_passed\`, \`project_id\`, \`updated_at\` from \`task_answers\`;`);
    this.addSql(`drop table \`task_answers\`;`);
    this.addSql(`alter table \`task_answers__temp_alter\` rename to \`task_answers\`;`);
    this.addSql(`create index \`task_answers_task_id_index\` on \`task_answers\` (\`task_id\`);`);
    this.addSql(`create index \`task_answers_student_id_index\` on \`task_answers\` (\`student_id\`);`);
    this.addSql(`create unique index \`task_answers_task_id_student_id_unique\` on \`task_answers\` (\`task_id\`, \`student_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

}
