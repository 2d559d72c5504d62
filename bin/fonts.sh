#!/usr/bin/env bash
# npm run fonts: the theme's web fonts, subset from their npm packages (bin/fonts.mjs), with
# fontTools' pyftsubset from Debian (installed here when missing: only this script needs it).
source "$(dirname "$0")/lib.sh"
DEBIAN_PACKAGES=(fonttools python3-brotli)
ensure_debian_packages
ensure_npm_packages
node "$ROOT/bin/fonts.mjs"
