import { Migration } from '@mikro-orm/migrations';

export class Migration20261127162619 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`course_authors\` (\`id\` integer not null primary key autoincrement, \`course_id\` integer not null, \`user_id\` integer not null, constraint \`course_authors_course_id_foreign\` foreign key(\`course_id\`) references \`courses\`(\`id\`) on delete cascade on update cascade, constraint \`course_authors_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`course_authors_course_id_index\` on \`course_authors\` (\`course_id\`);`);
    this.addSql(`create index \`course_authors_user_id_index\` on \`course_authors\` (\`user_id\`);`);
    this.addSql(`create unique index \`course_authors_course_id_user_id_unique\` on \`course_authors\` (\`course_id\`, \`user_id\`);`);

    this.addSql(`alter table \`courses\` add column \`archived\` integer not null default false;`);

    this.addSql(`alter table \`lessons\` add column \`published\` integer not null default true;`);

    // Until now every course author authored every course: keep that for the courses that exist.
    this.addSql(`insert into \`course_authors\` (\`course_id\`, \`user_id\`) select c.\`id\`, u.\`id\` from \`courses\` c cross join \`users\` u where u.\`role\` = 'course_author';`);
  }

}
