import { Migration } from '@mikro-orm/migrations';

export class Migration20261122125824 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`courses\` (\`id\` integer not null primary key autoincrement, \`title\` text not null, \`logo_url\` text null, \`is_funbox\` integer not null default false);`);

    this.addSql(`create table \`course_modules\` (\`id\` integer not null primary key autoincrement, \`course_id\` integer not null, \`module_number\` integer not null, \`title\` text not null, constraint \`course_modules_course_id_foreign\` foreign key(\`course_id\`) references \`courses\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`course_modules_course_id_index\` on \`course_modules\` (\`course_id\`);`);

    this.addSql(`create table \`lessons\` (\`id\` integer not null primary key autoincrement, \`course_id\` integer not null, \`module_id\` integer not null, \`title\` text not null, \`order\` integer not null, constraint \`lessons_course_id_foreign\` foreign key(\`course_id\`) references \`courses\`(\`id\`) on delete cascade on update cascade, constraint \`lessons_module_id_foreign\` foreign key(\`module_id\`) references \`course_modules\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`lessons_course_id_index\` on \`lessons\` (\`course_id\`);`);
    this.addSql(`create index \`lessons_module_id_index\` on \`lessons\` (\`module_id\`);`);

    this.addSql(`create table \`tasks\` (\`id\` integer not null primary key autoincrement, \`lesson_id\` integer not null, \`order\` integer not null, \`task_name\` text not null, \`task_type\` text not null, \`is_optional\` integer not null default false, \`is_auto_check\` integer not null default false, constraint \`tasks_lesson_id_foreign\` foreign key(\`lesson_id\`) references \`lessons\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`tasks_lesson_id_index\` on \`tasks\` (\`lesson_id\`);`);

    this.addSql(`create table \`users\` (\`id\` integer not null primary key autoincrement, \`login\` text not null, \`password_hash\` text not null, \`role\` text not null default 'student', \`created_at\` datetime not null);`);
    this.addSql(`create unique index \`users_login_unique\` on \`users\` (\`login\`);`);

    this.addSql(`create table \`task_statuses\` (\`id\` integer not null primary key autoincrement, \`task_id\` integer not null, \`student_id\` integer not null, \`status\` text not null, \`updated_at\` datetime not null, constraint \`task_statuses_task_id_foreign\` foreign key(\`task_id\`) references \`tasks\`(\`id\`) on delete cascade on update cascade, constraint \`task_statuses_student_id_foreign\` foreign key(\`student_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`task_statuses_task_id_index\` on \`task_statuses\` (\`task_id\`);`);
    this.addSql(`create index \`task_statuses_student_id_index\` on \`task_statuses\` (\`student_id\`);`);
    this.addSql(`create unique index \`task_statuses_task_id_student_id_unique\` on \`task_statuses\` (\`task_id\`, \`student_id\`);`);

    this.addSql(`create table \`refresh_sessions\` (\`id\` text not null, \`user_id\` integer not null, \`expires_at\` datetime not null, \`revoked_at\` datetime null, \`created_at\` datetime not null, constraint \`refresh_sessions_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete cascade on update cascade, primary key (\`id\`));`);
    this.addSql(`create index \`refresh_sessions_user_id_index\` on \`refresh_sessions\` (\`user_id\`);`);

    this.addSql(`create table \`profiles\` (\`user_id\` integer not null, \`display_name\` text not null default '', \`first_name\` text not null default '', \`last_name\` text not null default '', \`gender\` text null, \`age\` integer null, \`avatar\` text null, \`discord_link\` text null, \`time_zone\` text null, \`local_time\` text null, constraint \`profiles_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete cascade on update cascade, primary key (\`user_id\`));`);

    this.addSql(`create table \`groups\` (\`id\` integer not null primary key autoincrement, \`title\` text not null, \`course_id\` integer not null, \`teacher_id\` integer not null, \`web_meeting_url\` text null, \`starts_at\` datetime null, constraint \`groups_course_id_foreign\` foreign key(\`course_id\`) references \`courses\`(\`id\`) on delete cascade on update cascade, constraint \`groups_teacher_id_foreign\` foreign key(\`teacher_id\`) references \`users\`(\`id\`) on update cascade);`);
    this.addSql(`create index \`groups_course_id_index\` on \`groups\` (\`course_id\`);`);
    this.addSql(`create index \`groups_teacher_id_index\` on \`groups\` (\`teacher_id\`);`);

    this.addSql(`create table \`schedules\` (\`id\` integer not null primary key autoincrement, \`group_id\` integer not null, \`week_day\` integer not null, \`hour\` integer not null, \`minute\` integer not null, constraint \`schedules_group_id_foreign\` foreign key(\`group_id\`) references \`groups\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`schedules_group_id_index\` on \`schedules\` (\`group_id\`);`);

    this.addSql(`create table \`group_students\` (\`id\` integer not null primary key autoincrement, \`group_id\` integer not null, \`student_id\` integer not null, \`archived\` integer not null default false, constraint \`group_students_group_id_foreign\` foreign key(\`group_id\`) references \`groups\`(\`id\`) on delete cascade on update cascade, constraint \`group_students_student_id_foreign\` foreign key(\`student_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`group_students_group_id_index\` on \`group_students\` (\`group_id\`);`);
    this.addSql(`create index \`group_students_student_id_index\` on \`group_students\` (\`student_id\`);`);
    this.addSql(`create unique index \`group_students_group_id_student_id_unique\` on \`group_students\` (\`group_id\`, \`student_id\`);`);
  }

}
