#!/usr/bin/env bash
# Fuzzes the running API against its own /openapi.json with schemathesis: no 5xx, and every answer
# matches the documented schema. Starts the dev stack (`node bin/dev.js`) on free ports with a
# temporary data directory (and a fresh database on the DATABASE_URL server when one is set),
# creates a user with credits through the CLI, runs schemathesis bounded in examples and time, and
# stops everything again. Exit status: schemathesis's.
#
# Payments: with stripe-mock (STRIPE_MOCK_PATH or `stripe-mock` on PATH) the dev stack gets a Stripe
# configuration pointing at it, and every payment route but the webhook is fuzzed (the webhook takes only
# Stripe-signed bodies; test/api/payments.test.ts exercises it). Without stripe-mock the payment routes are
# left out (they answer 503 by design), unless LIKENESS_REQUIRE_ALL_RUNNERS=1, which makes that a failure.
#
# Environment: SCHEMATHESIS (the binary, default `schemathesis`), SCHEMATHESIS_MAX_EXAMPLES (20),
# SCHEMATHESIS_MAX_TIME (seconds, 150), SCHEMATHESIS_SEED (1; a fixed seed makes CI runs repeatable),
# SCHEMATHESIS_REPORT_DIR (set: a JSON report with the test-case counts is written there).
set -euo pipefail
cd "$(dirname "$0")/.."

SCHEMATHESIS=${SCHEMATHESIS:-schemathesis}
MAX_EXAMPLES=${SCHEMATHESIS_MAX_EXAMPLES:-20}
MAX_TIME=${SCHEMATHESIS_MAX_TIME:-150}
SEED=${SCHEMATHESIS_SEED:-1}
STARTUP_TIMEOUT_S=240

free_port() { node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'; }

# Creates (or drops) a database on the server ADMIN_DATABASE_URL points at; prints the new database's URL.
database_admin() {
  node -e '
    const { Client } = require("pg");
    const [action, name] = process.argv.slice(1);
    const server = new URL(process.env.ADMIN_DATABASE_URL);
    (async () => {
      const client = new Client({ connectionString: server.toString() });
      await client.connect();
      await client.query(action === "create" ? `CREATE DATABASE ${name}` : `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      server.pathname = `/${name}`;
      if (action === "create") console.log(server.toString());
    })().catch((error) => { console.error(error.message); process.exit(1); });
  ' "$@"
}

DATA_DIR=$(mktemp -d -t likeness-schemathesis-XXXXXX)
FUZZ_DATABASE=""
DEV_PID=""
STRIPE_MOCK_PID=""

cleanup() {
  if [ -n "$DEV_PID" ] && kill -0 "$DEV_PID" 2>/dev/null; then
    kill -TERM "$DEV_PID" 2>/dev/null || true
    for _ in $(seq 1 60); do kill -0 "$DEV_PID" 2>/dev/null || break; sleep 0.5; done
    kill -KILL "$DEV_PID" 2>/dev/null || true
  fi
  if [ -n "$STRIPE_MOCK_PID" ]; then kill -TERM "$STRIPE_MOCK_PID" 2>/dev/null || true; fi
  if [ -n "$FUZZ_DATABASE" ]; then database_admin drop "$FUZZ_DATABASE" || true; fi
  rm -rf "$DATA_DIR"
}
trap cleanup EXIT

PORT=$(free_port)
export PORT LIKENESS_DATA_DIR="$DATA_DIR" PUBLIC_BASE_URL="http://127.0.0.1:$PORT" LOG_LEVEL=warn WORKER_SHUTDOWN_GRACE_MS=2000
export TEMPORAL_ADDRESS="127.0.0.1:$(free_port)" TEMPORAL_UI_PORT="$(free_port)"
if [ -n "${DATABASE_URL:-}" ]; then
  export ADMIN_DATABASE_URL="$DATABASE_URL"
  FUZZ_DATABASE="likeness_fuzz_$(node -e 'console.log(require("crypto").randomBytes(5).toString("hex"))')"
  DATABASE_URL=$(database_admin create "$FUZZ_DATABASE")
  export DATABASE_URL
fi

# The webhooks need Stripe's, Replicate's or fal's signature: never fuzzed. The other payment routes need a Stripe to talk to.
excluded=(--exclude-path /api/stripe/webhook --exclude-path /webhooks/replicate --exclude-path /webhooks/fal)
STRIPE_MOCK=${STRIPE_MOCK_PATH:-stripe-mock}
if "$STRIPE_MOCK" -version >/dev/null 2>&1; then
  STRIPE_MOCK_PORT=$(free_port)
  # Without PORT: stripe-mock also listens on $PORT when it is set, which is the API's.
  env -u PORT "$STRIPE_MOCK" -http-addr "127.0.0.1:$STRIPE_MOCK_PORT" >"$DATA_DIR/stripe-mock.log" 2>&1 &
  STRIPE_MOCK_PID=$!
  export STRIPE_SECRET_KEY=sk_test_fuzz STRIPE_WEBHOOK_SECRET=whsec_fuzz STRIPE_API_URL="http://127.0.0.1:$STRIPE_MOCK_PORT"
  export STRIPE_PRICE_CREATOR=price_creator STRIPE_PRICE_STUDIO=price_studio
  export STRIPE_PRICE_PACK_SMALL=price_small STRIPE_PRICE_PACK_MEDIUM=price_medium STRIPE_PRICE_PACK_LARGE=price_large
  echo "== stripe-mock on $STRIPE_API_URL"
elif [ "${LIKENESS_REQUIRE_ALL_RUNNERS:-}" = "1" ]; then
  echo "stripe-mock not found (STRIPE_MOCK_PATH or PATH): the payment routes cannot be fuzzed" >&2
  exit 1
else
  echo "== stripe-mock not found: the payment routes (/api/stripe/*) are left out"
  excluded=(--exclude-path-regex '^/api/stripe/')
fi

echo "== dev stack on $PUBLIC_BASE_URL (data: $DATA_DIR)"
node bin/dev.js >"$DATA_DIR/dev.log" 2>&1 &
DEV_PID=$!
deadline=$((SECONDS + STARTUP_TIMEOUT_S))
until node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$PUBLIC_BASE_URL/health"; do
  if ! kill -0 "$DEV_PID" 2>/dev/null || [ "$SECONDS" -ge "$deadline" ]; then
    echo "The dev stack did not come up; its log:" >&2
    cat "$DATA_DIR/dev.log" >&2
    exit 1
  fi
  sleep 1
done

KEY=$(node bin/likeness.js users create --email "fuzz-$(date +%s)@likeness.local" --credits 1000 --json \
  | node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).api_key))')
case "$KEY" in lk_live_*) ;; *) echo "users create printed no API key" >&2; exit 1 ;; esac

echo "== schemathesis $("$SCHEMATHESIS" --version | awk '{print $NF}') (max $MAX_EXAMPLES examples per operation, $MAX_TIME s, seed $SEED)"
report=()
[ -n "${SCHEMATHESIS_REPORT_DIR:-}" ] && report=(--report json --report-dir "$(mkdir -p "$SCHEMATHESIS_REPORT_DIR" && cd "$SCHEMATHESIS_REPORT_DIR" && pwd)")
status=0
# Run from the data directory: schemathesis keeps its caches (.schemathesis/) in the working directory.
# One worker: hypothesis on Python 3.11 fails with "AST constructor recursion depth mismatch" when
# several threads generate at once, and the embedded PGlite serves one connection at a time.
(cd "$DATA_DIR" && "$SCHEMATHESIS" run "$PUBLIC_BASE_URL/openapi.json" \
  --header "Authorization: Bearer $KEY" \
  --checks not_a_server_error,response_schema_conformance \
  --max-examples "$MAX_EXAMPLES" \
  --max-time "$MAX_TIME" \
  --seed "$SEED" \
  --request-timeout 60 \
  --workers 1 \
  --suppress-health-check too_slow,filter_too_much \
  --output-sanitize true \
  "${excluded[@]}" \
  "${report[@]}") || status=$?
if [ "$status" -ne 0 ]; then
  echo "== dev stack log (last 100 lines)"
  tail -n 100 "$DATA_DIR/dev.log"
fi
exit "$status"
