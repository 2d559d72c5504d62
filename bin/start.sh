#!/usr/bin/env bash
# npm start: from a fresh Debian/Ubuntu machine with Node to a running demo site on :8888.
# Idempotent: a second run only rebuilds what changed and restarts what is down.
source "$(dirname "$0")/lib.sh"
started=$SECONDS
use_instance dev
ensure_prerequisites
start_stack
wait_for_site
install_site
log "ready in $((SECONDS - started)) s"
cat <<MSG

  Vitrine is running at $SITE_URL
  WP admin:   $SITE_URL/wp-admin/  (admin / password)
  Mail sink:  $MAIL_DIR  (every mail WordPress sends, as .json and .eml)
  Stop with:  npm stop      Wipe data:  npm run reset

MSG
