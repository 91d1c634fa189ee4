import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks. An endpoint is a user's URL with the event types it wants and its signing secret (and, for a while after a
 * rotation, the previous one). An event is written by the transaction that records the state change it tells of,
 * once per change (`change_key` is unique), and only when one of the user's endpoints wants it. A delivery is one event
 * to one endpoint (unique per pair), tried until delivered or its schedule runs out; every attempt is kept. Users may
 * set the balance below which a charge sends `credits.low`.
 */
export class Webhooks1763701100000 implements MigrationInterface {
  name = 'Webhooks1763701100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN credits_low_threshold integer CHECK (credits_low_threshold > 0)`);
    await queryRunner.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        url text NOT NULL,
        description text NOT NULL DEFAULT '',
        event_types text[] NOT NULL,
        secret text NOT NULL,
        previous_secret text,
        previous_secret_expires_at timestamptz,
        enabled boolean NOT NULL DEFAULT true,
        disabled_reason text,
        failing_since timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX webhook_endpoints_user_idx ON webhook_endpoints (user_id, created_at)`);
    await queryRunner.query(`
      CREATE TABLE webhook_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type text NOT NULL,
        change_key text NOT NULL UNIQUE,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event_id uuid NOT NULL REFERENCES webhook_events(id) ON DELETE CASCADE,
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
        next_attempt_at timestamptz,
        redeliveries integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT webhook_deliveries_once_per_endpoint UNIQUE (event_id, endpoint_id)
      )`);
    await queryRunner.query(`CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at)`);
    await queryRunner.query(`
      CREATE TABLE webhook_attempts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        delivery_id uuid NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
        number integer NOT NULL,
        run_id text NOT NULL,
        run_attempt integer NOT NULL,
        redelivery boolean NOT NULL,
        started_at timestamptz NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('delivered', 'failed', 'refused')),
        status_code integer,
        latency_ms integer NOT NULL,
        response_excerpt text,
        error text,
        CONSTRAINT webhook_attempts_once_per_run_attempt UNIQUE (delivery_id, run_id, run_attempt)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE webhook_attempts`);
    await queryRunner.query(`DROP TABLE webhook_deliveries`);
    await queryRunner.query(`DROP TABLE webhook_events`);
    await queryRunner.query(`DROP TABLE webhook_endpoints`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN credits_low_threshold`);
  }
}
