import { Migration } from '@mikro-orm/migrations';

export class Migration20261124042711 extends Migration {

  override async up(): Promise<void> {
    // The project cards read texts and resources by project; SQLite has had these indexes from the start.
    this.addSql(`create index "project_texts_project_id_index" on "project_texts" ("project_id");`);

    this.addSql(`create index "project_resources_project_id_index" on "project_resources" ("project_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "project_resources_project_id_index";`);

    this.addSql(`drop index "project_texts_project_id_index";`);
  }

}
