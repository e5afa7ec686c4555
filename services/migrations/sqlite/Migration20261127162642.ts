import { Migration } from '@mikro-orm/migrations';

export class Migration20261127162642 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`task_reviews\` (\`id\` integer not null primary key autoincrement, \`task_id\` integer not null, \`student_id\` integer not null, \`reviewer_id\` integer not null, \`outcome\` text not null, \`comment\` text not null, \`level\` text null, \`reviewed_at\` datetime not null, \`seen_at\` datetime null, constraint \`task_reviews_task_id_foreign\` foreign key(\`task_id\`) references \`tasks\`(\`id\`) on delete cascade on update cascade, constraint \`task_reviews_student_id_foreign\` foreign key(\`student_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`task_reviews_task_id_index\` on \`task_reviews\` (\`task_id\`);`);
    this.addSql(`create index \`task_reviews_student_id_index\` on \`task_reviews\` (\`student_id\`);`);
    this.addSql(`create unique index \`task_reviews_task_id_student_id_unique\` on \`task_reviews\` (\`task_id\`, \`student_id\`);`);
  }

}
