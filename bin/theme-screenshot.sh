#!/usr/bin/env bash
# Retakes theme/screenshot.png, the picture wp-admin's Themes screen and WordPress.org show:
# the demo's home page at 1200×900 (the size Theme Check asks for) in headless Chromium, then
# quantised with pngquant (apt-get install pngquant) to stay small. Run `npm start` first.
source "$(dirname "$0")/lib.sh"
use_instance dev
command -v pngquant >/dev/null || die "pngquant is missing: apt-get install pngquant"
shot="$(mktemp -d)/screenshot.png"
# The virtual time budget lets the page loader finish and the lazy images arrive.
chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --window-size=1200,900 \
	--virtual-time-budget=8000 --screenshot="$shot" "$SITE_URL/" 2>/dev/null
pngquant --quality=70-90 --speed 1 --force --output "$ROOT/theme/screenshot.png" "$shot"
rm -rf "$(dirname "$shot")"
log "theme/screenshot.png: $(stat -c %s "$ROOT/theme/screenshot.png") bytes"
