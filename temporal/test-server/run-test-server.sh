#!/usr/bin/env bash
# Starts Temporal's time-skipping test server on the port given as the first argument (the TypeScript SDK's
# TestWorkflowEnvironment.createTimeSkipping runs it as an existing executable, and gives it 5 s to answer).
# Needs java and the jars in lib/. With lib/classes.jsa (made by make-class-archive.sh) the JVM starts from an
# archive of the server's loaded classes: ~0.7 s instead of ~2.5 s on a loaded 2-core machine.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
archive=()
if [ -f "$here/lib/classes.jsa" ]; then archive=(-XX:SharedArchiveFile="$here/lib/classes.jsa" -Xshare:auto); fi
exec java "${archive[@]}" -XX:TieredStopAtLevel=1 -Xss1m -XX:+UseSerialGC -cp "$here/lib/*" io.temporal.testserver.TestServer "$@"
