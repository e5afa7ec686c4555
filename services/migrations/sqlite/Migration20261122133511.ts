import { Migration } from '@mikro-orm/migrations';

export class Migration20261122133511 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`hack_events\` (\`id\` integer not null primary key autoincrement, \`title\` text not null, \`desc\` text not null default '', \`starts_at\` datetime not null, \`ends_at\` datetime not null, \`course_id\` integer null);`);

    this.addSql(`create table \`hack_grades\` (\`id\` integer not null primary key autoincrement, \`event_id\` integer not null, \`grade\` text not null, \`min_age\` integer not null, \`max_age\` integer not null, constraint \`hack_grades_event_id_foreign\` foreign key(\`event_id\`) references \`hack_events\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`hack_grades_event_id_index\` on \`hack_grades\` (\`event_id\`);`);

    this.addSql(`create table \`hack_nominations\` (\`id\` integer not null primary key autoincrement, \`event_id\` integer not null, \`title\` text not null, constraint \`hack_nominations_event_id_foreign\` foreign key(\`event_id\`) references \`hack_events\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`hack_nominations_event_id_index\` on \`hack_nominations\` (\`event_id\`);`);

    this.addSql(`create table \`stored_files\` (\`id\` text not null, \`md5\` text null, \`name\` text not null, \`mime\` text not null, \`size\` integer not null default 0, \`storage_key\` text not null, \`created_at\` datetime not null, primary key (\`id\`));`);
    this.addSql(`create index \`stored_files_md5_index\` on \`stored_files\` (\`md5\`);`);

    this.addSql(`create table \`projects\` (\`id\` integer not null primary key autoincrement, \`student_id\` integer not null, \`title\` text not null, \`desc\` text not null default '', \`project_type\` integer not null, \`access_type\` integer not null default 2, \`hash\` text not null, \`thumbnail\` text null, \`is_deleted\` integer not null default false, \`deleted_at\` datetime null, \`likes\` integer not null default 0, \`views\` integer not null default 0, \`forked_from\` integer null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`projects_student_id_foreign\` foreign key(\`student_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`projects_student_id_index\` on \`projects\` (\`student_id\`);`);
    this.addSql(`create unique index \`projects_hash_unique\` on \`projects\` (\`hash\`);`);
    this.addSql(`create index \`projects_student_id_is_deleted_index\` on \`projects\` (\`student_id\`, \`is_deleted\`);`);
    this.addSql(`create index \`projects_access_type_is_deleted_index\` on \`projects\` (\`access_type\`, \`is_deleted\`);`);

    this.addSql(`create table \`project_views\` (\`id\` integer not null primary key autoincrement, \`project_id\` integer not null, \`session_id\` text not null, \`created_at\` datetime not null, constraint \`project_views_project_id_foreign\` foreign key(\`project_id\`) references \`projects\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`project_views_project_id_index\` on \`project_views\` (\`project_id\`);`);
    this.addSql(`create unique index \`project_views_project_id_session_id_unique\` on \`project_views\` (\`project_id\`, \`session_id\`);`);

    this.addSql(`create table \`project_texts\` (\`id\` integer not null primary key autoincrement, \`project_id\` integer not null, \`window_id\` integer not null, \`text\` text not null, constraint \`project_texts_project_id_foreign\` foreign key(\`project_id\`) references \`projects\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`project_texts_project_id_index\` on \`project_texts\` (\`project_id\`);`);

    this.addSql(`create table \`project_resources\` (\`id\` integer not null primary key autoincrement, \`project_id\` integer not null, \`name\` text not null, \`url\` text not null, \`md5\` text null, \`resource_type\` text not null, \`guid\` text null, constraint \`project_resources_project_id_foreign\` foreign key(\`project_id\`) references \`projects\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`project_resources_project_id_index\` on \`project_resources\` (\`project_id\`);`);

    this.addSql(`create table \`project_likes\` (\`id\` integer not null primary key autoincrement, \`project_id\` integer not null, \`user_id\` integer not null, \`created_at\` datetime not null, constraint \`project_likes_project_id_foreign\` foreign key(\`project_id\`) references \`projects\`(\`id\`) on delete cascade on update cascade, constraint \`project_likes_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`project_likes_project_id_index\` on \`project_likes\` (\`project_id\`);`);
    this.addSql(`create index \`project_likes_user_id_index\` on \`project_likes\` (\`user_id\`);`);
    this.addSql(`create unique index \`project_likes_project_id_user_id_unique\` on \`project_likes\` (\`project_id\`, \`user_id\`);`);

    this.addSql(`create table \`hack_projects\` (\`id\` integer not null primary key autoincrement, \`project_id\` integer not null, \`event_id\` integer not null, \`nomination_id\` integer null, \`grade\` text null, \`place\` integer null, constraint \`hack_projects_project_id_foreign\` foreign key(\`project_id\`) references \`projects\`(\`id\`) on delete cascade on update cascade, constraint \`hack_projects_event_id_foreign\` foreign key(\`event_id\`) references \`hack_events\`(\`id\`) on delete cascade on update cascade, constraint \`hack_projects_nomination_id_foreign\` foreign key(\`nomination_id\`) references \`hack_nominations\`(\`id\`) on delete set null on update cascade);`);
    this.addSql(`create unique index \`hack_projects_project_id_unique\` on \`hack_projects\` (\`project_id\`);`);
    this.addSql(`create index \`hack_projects_event_id_index\` on \`hack_projects\` (\`event_id\`);`);
    this.addSql(`create index \`hack_projects_nomination_id_index\` on \`hack_projects\` (\`nomination_id\`);`);

    this.addSql(`create table \`hack_applications\` (\`id\` integer not null primary key autoincrement, \`event_id\` integer not null, \`student_id\` integer not null, \`grade\` text not null, \`note\` text not null default '', \`created_at\` datetime not null, constraint \`hack_applications_event_id_foreign\` foreign key(\`event_id\`) references \`hack_events\`(\`id\`) on delete cascade on update cascade, constraint \`hack_applications_student_id_foreign\` foreign key(\`student_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`hack_applications_event_id_index\` on \`hack_applications\` (\`event_id\`);`);
    this.addSql(`create index \`hack_applications_student_id_index\` on \`hack_applications\` (\`student_id\`);`);
    this.addSql(`create unique index \`hack_applications_event_id_student_id_unique\` on \`hack_applications\` (\`event_id\`, \`student_id\`);`);
  }

}
