#!/usr/bin/env bash
# PHP lint: syntax (php -l), the direct-access guard every shipped PHP file starts with
# (bin/check-direct-access.php), WordPress coding standards (PHPCS + WPCS), WordPress.org's
# Plugin Check rules (phpcs-plugin-check.xml, errors only), PHPStan with the WordPress stubs, and
# no WordPress function or class newer than the plugin's "Requires at least" (bin/check-wp-since.php).
# The tools come from Composer (composer.json, dev only).
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
ensure_composer_packages
status=0
# php -l's checks, in one process for every file (bin/stack/check-php-syntax.php).
find plugin theme dev examples tests/php bin/stack bin/docs bin/check-direct-access.php bin/check-wp-since.php bin/check-php-files.php src/blocks -name '*.php' -not -path 'plugin/build/*' -print0 |
	xargs -0 php -d opcache.enable_cli=1 -d opcache.file_update_protection=0 -d opcache.memory_consumption=256 -d opcache.max_accelerated_files=20000 bin/stack/check-php-syntax.php || status=1
php bin/check-direct-access.php || status=1
# PHPStan's stubs are newer than our "Requires at least": nothing newer may be called.
php bin/check-wp-since.php || status=1
vendor/bin/phpcs -q || status=1
# WordPress.org's Plugin Check: its errors refuse a plugin, so they fail lint (warnings are the
# main ruleset's business).
vendor/bin/phpcs -q -n --standard=phpcs-plugin-check.xml || status=1
vendor/bin/phpstan analyse --no-progress --memory-limit=1G || status=1
[ "$status" = 0 ] && echo "PHP lint: syntax, direct-access guards, WordPress API version, PHPCS, Plugin Check rules and PHPStan clean"
exit "$status"
