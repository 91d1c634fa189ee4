import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Paid runs by unit: a charge lists the units it pays for (pages, panels, variants; [0] for one image), and a
 * `delivery` row (amount 0) marks each unit delivered, written with the record of what was delivered. Every
 * charged unit ends delivered or refunded; `likeness credits reconcile` finds the ones that did not.
 */
export class PaidUnits1763700500000 implements MigrationInterface {
  name = 'PaidUnits1763700500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE credit_ledger ADD COLUMN units integer[]`);
    await queryRunner.query(`ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_kind_check`);
    await queryRunner.query(`ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_kind_check CHECK (kind IN ('grant', 'charge', 'refund', 'delivery'))`);
    await queryRunner.query(`CREATE INDEX credit_ledger_operation_idx ON credit_ledger (operation_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX credit_ledger_operation_idx`);
    await queryRunner.query(`ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_kind_check`);
    await queryRunner.query(`ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_kind_check CHECK (kind IN ('grant', 'charge', 'refund'))`);
    await queryRunner.query(`ALTER TABLE credit_ledger DROP COLUMN units`);
  }
}
