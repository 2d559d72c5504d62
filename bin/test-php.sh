#!/usr/bin/env bash
# PHPUnit against a real WordPress: needs the test instance's MariaDB (bin/test.sh starts it;
# run alone, this starts the test stack too and leaves it running).
source "$(dirname "$0")/lib.sh"
use_instance test
if ! is_running "$RUN_DIR/mysqld.pid"; then
	ensure_prerequisites
	start_stack
else
	# The blocks' PHP is read from the build: rebuilt when a source changed.
	ensure_build
fi
# The PHPUnit site is installed by its bootstrap; a stack started before the demo plugin existed
# lacks that plugin's link.
link_sources
cd "$ROOT"
exec phpunit "$@"
