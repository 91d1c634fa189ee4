import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the image model understood of the prompt and drew (the built-in illustrator's scene plan: place, things,
 * poses, words not understood), kept with each generated image. Images made before have none.
 */
export class ScenePlan1763701500000 implements MigrationInterface {
  name = 'ScenePlan1763701500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE generated_images ADD COLUMN scene_plan jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE generated_images DROP COLUMN scene_plan`);
  }
}
