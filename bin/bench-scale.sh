#!/usr/bin/env bash
# npm run bench:scale: the demo (:8897) and the demo grown to a real shop's size (:8898: 20,013
# products, 200,000 orders with 500,000 lines, 50,000 customers, 100,000 wishlists with 400,000
# items, 500,000 likes, 50,000 newsletter subscribers; bin/stack/bench-scale-seed.php), each a
# site of its own with the same services, then every request of bin/bench-scale.mjs timed on
# both, alternately, and the figures written to docs/benchmarks.md. A benchmark, not a test.
# VITRINE_SCALE_KEEP=1 reuses both sites as the last run left them (the seed tops them up);
# VITRINE_SCALE=0.05 seeds 5 % of the sizes, for a quick look. Both sites are stopped at the end.
source "$(dirname "$0")/lib.sh"
ensure_prerequisites
# Both databases get the same memory, enough for the large one's indexes.
export VITRINE_DB_BUFFER_POOL="${VITRINE_DB_BUFFER_POOL:-1G}"

stop_both() {
	local instance
	for instance in scale-demo scale; do
		use_instance "$instance"
		stop_stack
	done
}
trap stop_both EXIT

declare -A URLS CONTEXTS
for instance in scale-demo scale; do
	use_instance "$instance"
	stop_stack
	[ "${VITRINE_SCALE_KEEP:-0}" = 1 ] || rm -rf "$DIR"
	start_stack
	wait_for_site
	install_site >/dev/null
	if [ "$instance" = scale ]; then
		started=$SECONDS
		php "$ROOT/bin/stack/bench-scale-seed.php" || die "could not seed the large shop"
		log "seeded in $((SECONDS - started)) s"
	fi
	URLS[$instance]="$SITE_URL"
	CONTEXTS[$instance]="$(php "$ROOT/bin/stack/bench-scale-context.php")" || die "could not read the $instance site"
done
node "$ROOT/bin/bench-scale.mjs" "${URLS[scale-demo]}" "${URLS[scale]}" "${CONTEXTS[scale-demo]}" "${CONTEXTS[scale]}"
