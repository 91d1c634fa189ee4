#!/usr/bin/env bash
# Records lib/classes.jsa, the class archive run-test-server.sh starts from: runs the server once until it
# answers, then stops it (the JVM writes the archive on exit). Safe to run again; needs the jars in lib/.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
java -XX:ArchiveClassesAtExit="$here/lib/classes.jsa" -XX:TieredStopAtLevel=1 -Xss1m -XX:+UseSerialGC \
  -cp "$here/lib/*" io.temporal.testserver.TestServer "$port" >/dev/null 2>&1 &
pid=$!
for _ in $(seq 1 600); do
  if (echo > "/dev/tcp/127.0.0.1/$port") 2>/dev/null; then break; fi
  sleep 0.1
done
kill "$pid"
wait "$pid" 2>/dev/null || true
test -f "$here/lib/classes.jsa"
