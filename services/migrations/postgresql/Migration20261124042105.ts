import { Migration } from '@mikro-orm/migrations';

export class Migration20261124042105 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "task_answers" alter column "answer_json" type jsonb using ("answer_json"::jsonb);`);
    // The text default '[]' has no automatic cast to jsonb: drop it, convert the column, set it again.
    this.addSql(`alter table "task_answers" alter column "resources_json" drop default;`);
    this.addSql(`alter table "task_answers" alter column "resources_json" type jsonb using ("resources_json"::jsonb);`);
    this.addSql(`alter table "task_answers" alter column "resources_json" set default '[]';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "task_answers" alter column "answer_json" type text using ("answer_json"::text);`);
    this.addSql(`alter table "task_answers" alter column "resources_json" drop default;`);
    this.addSql(`alter table "task_answers" alter column "resources_json" type text using ("resources_json"::text);`);
    this.addSql(`alter table "task_answers" alter column "resources_json" set default '[]';`);
  }

}
