import { Migration } from '@mikro-orm/migrations';

export class Migration20261122133556 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`cities\` (\`id\` integer not null primary key autoincrement, \`title\` text not null);`);

    this.addSql(`create table \`lesson_resources\` (\`id\` integer not null primary key autoincrement, \`lesson_id\` integer not null, \`name\` text not null, \`resource_type\` text not null, \`url\` text not null, constraint \`lesson_resources_lesson_id_foreign\` foreign key(\`lesson_id\`) references \`lessons\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`lesson_resources_lesson_id_index\` on \`lesson_resources\` (\`lesson_id\`);`);

    this.addSql(`create table \`lesson_theories\` (\`id\` integer not null primary key autoincrement, \`lesson_id\` integer not null, \`text\` text not null, constraint \`lesson_theories_lesson_id_foreign\` foreign key(\`lesson_id\`) references \`lessons\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create unique index \`lesson_theories_lesson_id_unique\` on \`lesson_theories\` (\`lesson_id\`);`);

    this.addSql(`create table \`quizzes\` (\`id\` integer not null primary key autoincrement, \`task_id\` integer not null, \`question\` text not null, constraint \`quizzes_task_id_foreign\` foreign key(\`task_id\`) references \`tasks\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create unique index \`quizzes_task_id_unique\` on \`quizzes\` (\`task_id\`);`);

    this.addSql(`create table \`quiz_options\` (\`id\` integer not null primary key autoincrement, \`quiz_id\` integer not null, \`order\` integer not null, \`text\` text not null, \`is_correct\` integer not null default false, constraint \`quiz_options_quiz_id_foreign\` foreign key(\`quiz_id\`) references \`quizzes\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`quiz_options_quiz_id_index\` on \`quiz_options\` (\`quiz_id\`);`);

    this.addSql(`create table \`task_resources\` (\`id\` integer not null primary key autoincrement, \`task_id\` integer not null, \`name\` text not null, \`url\` text not null, \`md5\` text not null, constraint \`task_resources_task_id_foreign\` foreign key(\`task_id\`) references \`tasks\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`task_resources_task_id_index\` on \`task_resources\` (\`task_id\`);`);

    this.addSql(`create table \`task_texts\` (\`id\` integer not null primary key autoincrement, \`task_id\` integer not null, \`window_id\` integer not null, \`text\` text not null, constraint \`task_texts_task_id_foreign\` foreign key(\`task_id\`) references \`tasks\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`task_texts_task_id_index\` on \`task_texts\` (\`task_id\`);`);
    this.addSql(`create unique index \`task_texts_task_id_window_id_unique\` on \`task_texts\` (\`task_id\`, \`window_id\`);`);

    this.addSql(`create table \`task_events\` (\`id\` integer not null primary key autoincrement, \`task_id\` integer not null, \`lesson_id\` integer not null, \`student_id\` integer not null, \`actor_id\` integer not null, \`action\` text not null, \`created_at\` datetime not null, constraint \`task_events_task_id_foreign\` foreign key(\`task_id\`) references \`tasks\`(\`id\`) on delete cascade on update cascade, constraint \`task_events_student_id_foreign\` foreign key(\`student_id\`) references \`users\`(\`id\`) on delete cascade on update cascade, constraint \`task_events_actor_id_foreign\` foreign key(\`actor_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`task_events_task_id_index\` on \`task_events\` (\`task_id\`);`);
    this.addSql(`create index \`task_events_student_id_index\` on \`task_events\` (\`student_id\`);`);
    this.addSql(`create index \`task_events_actor_id_index\` on \`task_events\` (\`actor_id\`);`);
    this.addSql(`create index \`task_events_task_id_student_id_index\` on \`task_events\` (\`task_id\`, \`student_id\`);`);

    this.addSql(`create table \`task_answers\` (\`id\` integer not null primary key autoincrement, \`task_id\` integer not null, \`student_id\` integer not null, \`answer_json\` text not null, \`resources_json\` text not null default '[]', \`revision\` double not null, \`auto_check_passed\` integer not null default false, \`project_id\` integer null, \`updated_at\` datetime not null, constraint \`task_answers_task_id_foreign\` foreign key(\`task_id\`) references \`tasks\`(\`id\`) on delete cascade on update cascade, constraint \`task_answers_student_id_foreign\` foreign key(\`student_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`task_answers_task_id_index\` on \`task_answers\` (\`task_id\`);`);
    this.addSql(`create index \`task_answers_student_id_index\` on \`task_answers\` (\`student_id\`);`);
    this.addSql(`create unique index \`task_answers_task_id_student_id_unique\` on \`task_answers\` (\`task_id\`, \`student_id\`);`);

    this.addSql(`create table \`funbox_enrolments\` (\`id\` integer not null primary key autoincrement, \`course_id\` integer not null, \`student_id\` integer not null, \`status\` text not null, constraint \`funbox_enrolments_course_id_foreign\` foreign key(\`course_id\`) references \`courses\`(\`id\`) on delete cascade on update cascade, constraint \`funbox_enrolments_student_id_foreign\` foreign key(\`student_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`funbox_enrolments_course_id_index\` on \`funbox_enrolments\` (\`course_id\`);`);
    this.addSql(`create index \`funbox_enrolments_student_id_index\` on \`funbox_enrolments\` (\`student_id\`);`);
    this.addSql(`create unique index \`funbox_enrolments_course_id_student_id_unique\` on \`funbox_enrolments\` (\`course_id\`, \`student_id\`);`);

    this.addSql(`create table \`venues\` (\`id\` integer not null primary key autoincrement, \`city_id\` integer not null, \`title\` text not null, constraint \`venues_city_id_foreign\` foreign key(\`city_id\`) references \`cities\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`venues_city_id_index\` on \`venues\` (\`city_id\`);`);

    this.addSql(`alter table \`tasks\` add column \`parent_id\` integer null;`);
    this.addSql(`alter table \`tasks\` add column \`access_type\` integer not null default 0;`);

    this.addSql(`alter table \`groups\` add column \`venue_id\` integer null;`);
  }

}
