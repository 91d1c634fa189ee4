#!/bin/sh
# One-shot (temporalio/admin-tools): creates the namespace and registers Likeness's custom search
# attributes (LIKENESS_SEARCH_ATTRIBUTES: "Name=Type ..."). Safe to run on every start: what
# already exists is left as it is.
set -eu

: "${TEMPORAL_ADDRESS:?}" "${TEMPORAL_NAMESPACE:?}" "${LIKENESS_SEARCH_ATTRIBUTES:?}"
RETENTION="${TEMPORAL_NAMESPACE_RETENTION:-30d}"

for attempt in $(seq 1 60); do
  temporal operator cluster health --address "$TEMPORAL_ADDRESS" >/dev/null 2>&1 && break
  echo "waiting for the Temporal frontend at $TEMPORAL_ADDRESS ($attempt/60)"
  sleep 2
done

if temporal operator namespace describe --address "$TEMPORAL_ADDRESS" -n "$TEMPORAL_NAMESPACE" >/dev/null 2>&1; then
  echo "namespace $TEMPORAL_NAMESPACE exists"
else
  temporal operator namespace create --address "$TEMPORAL_ADDRESS" -n "$TEMPORAL_NAMESPACE" --retention "$RETENTION"
fi

# A namespace just created reaches every frontend's cache within seconds: wait until it is listable.
for attempt in $(seq 1 30); do
  existing=$(temporal operator search-attribute list --address "$TEMPORAL_ADDRESS" -n "$TEMPORAL_NAMESPACE" 2>&1) && break
  [ "$attempt" -eq 30 ] && { echo "$existing" >&2; exit 1; }
  echo "waiting for namespace $TEMPORAL_NAMESPACE to be served ($attempt/30)"
  sleep 2
done
for attribute in $LIKENESS_SEARCH_ATTRIBUTES; do
  name=${attribute%%=*}
  type=${attribute#*=}
  if echo "$existing" | grep -qw "$name"; then
    echo "search attribute $name exists"
  elif output=$(temporal operator search-attribute create --address "$TEMPORAL_ADDRESS" -n "$TEMPORAL_NAMESPACE" \
    --name "$name" --type "$type" 2>&1); then
    echo "search attribute $name ($type) registered"
  elif echo "$output" | grep -qi "already exists"; then
    echo "search attribute $name exists"
  else
    echo "$output" >&2
    exit 1
  fi
done
