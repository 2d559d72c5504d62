#!/usr/bin/env bash
# npm stop: stops the demo site's services (the data stays).
source "$(dirname "$0")/lib.sh"
use_instance "${1:-dev}"
stop_stack
log "stopped the $INSTANCE site"
