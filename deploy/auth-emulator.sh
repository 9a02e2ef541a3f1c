#!/bin/sh
# The demo stack's Firebase Auth emulator: accounts are kept in /data/auth (a volume), imported at
# start when an export exists and exported again on a clean stop.
set -e
if [ -f /data/auth/firebase-export-metadata.json ]; then set -- --import /data/auth; fi
exec node node_modules/firebase-tools/lib/bin/firebase.js emulators:start --only auth \
  --project "${FIREBASE_PROJECT_ID:-demo-recipes}" --config deploy/firebase.json \
  --export-on-exit /data/auth "$@"
