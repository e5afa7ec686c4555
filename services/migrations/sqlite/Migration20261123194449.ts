import { Migration } from '@mikro-orm/migrations';

export class Migration20261123194449 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`ai_usage\` (\`id\` integer not null primary key autoincrement, \`student_id\` integer not null, \`day\` text not null, \`tokens\` integer not null default 0, constraint \`ai_usage_student_id_foreign\` foreign key(\`student_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`ai_usage_student_id_index\` on \`ai_usage\` (\`student_id\`);`);
    this.addSql(`create unique index \`ai_usage_student_id_day_unique\` on \`ai_usage\` (\`student_id\`, \`day\`);`);

    this.addSql(`create table \`ai_chats\` (\`id\` text not null, \`student_id\` integer not null, \`task_id\` integer null, \`title\` text not null default '', \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`ai_chats_student_id_foreign\` foreign key(\`student_id\`) references \`users\`(\`id\`) on delete cascade on update cascade, primary key (\`id\`));`);
    this.addSql(`create index \`ai_chats_student_id_index\` on \`ai_chats\` (\`student_id\`);`);
    this.addSql(`create index \`ai_chats_student_id_updated_at_index\` on \`ai_chats\` (\`student_id\`, \`updated_at\`);`);
    this.addSql(`create index \`ai_chats_student_id_task_id_index\` on \`ai_chats\` (\`student_id\`, \`task_id\`);`);

    this.addSql(`create table \`ai_chat_messages\` (\`id\` integer not null primary key autoincrement, \`chat_id\` text not null, \`role\` text not null, \`content\` text not null, \`created_at\` datetime not null, constraint \`ai_chat_messages_chat_id_foreign\` foreign key(\`chat_id\`) references \`ai_chats\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`ai_chat_messages_chat_id_index\` on \`ai_chat_messages\` (\`chat_id\`);`);
  }

}
