#!/usr/bin/env bash
# npm run reset: wipes the demo site's database, uploads and captured mail.
# The next `npm start` installs and seeds a fresh site.
source "$(dirname "$0")/lib.sh"
use_instance "${1:-dev}"
stop_stack
rm -rf "$DIR"
log "wiped the $INSTANCE site; run npm start to create it again"
