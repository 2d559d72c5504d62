#!/usr/bin/env bash
# PHP lint: syntax (php -l), WordPress coding standards (PHPCS + WPCS) and PHPStan with the
# WordPress stubs. The tools come from Composer (composer.json, dev only).
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
ensure_composer_packages
status=0
while IFS= read -r -d '' file; do
	php -l "$file" >/dev/null || status=1
done < <(find plugin theme dev tests/php bin/stack src/blocks -name '*.php' -not -path 'plugin/build/*' -print0)
vendor/bin/phpcs -q || status=1
vendor/bin/phpstan analyse --no-progress --memory-limit=1G || status=1
[ "$status" = 0 ] && echo "PHP lint: syntax, PHPCS and PHPStan clean"
exit "$status"
