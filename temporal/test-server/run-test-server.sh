#!/usr/bin/env bash
# Starts Temporal's time-skipping test server on the port given as the first argument (the TypeScript SDK's
# TestWorkflowEnvironment.createTimeSkipping runs it as an existing executable). Needs java and the jars in lib/.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
exec java -Xss1m -XX:+UseSerialGC -cp "$here/lib/*" io.temporal.testserver.TestServer "$@"
