<?php
/**
 * npm run bench only: what the block wrapper (Vitrine\Blocks\BlockWrapper) costs per block.
 * Renders every vitrine/* block once with the editor's settings (a class, an anchor, padding),
 * then times, on each block's own markup, the wrapper's one pass of the tag processor against
 * the tree-building HTML processor's walk the wrapper used before (median of 25 runs each).
 * Prints a table and the totals. Environment: WP_DIR, SITE_URL (bin/lib.sh).
 */

declare( strict_types = 1 );

$url                    = parse_url( (string) getenv( 'SITE_URL' ) );
$_SERVER['HTTP_HOST']   = $url['host'] . ( isset( $url['port'] ) ? ':' . $url['port'] : '' );
$_SERVER['SERVER_NAME'] = $url['host'];
$_SERVER['REQUEST_URI'] = '/';
require (string) getenv( 'WP_DIR' ) . '/wp-load.php';

/**
 * Median time of a call in milliseconds.
 *
 * @param callable $call What to time.
 */
function vitrine_bench_median( callable $call ): float {
	$times = array();
	for ( $i = 0; $i < 25; $i++ ) {
		$start = hrtime( true );
		$call();
		$times[] = ( hrtime( true ) - $start ) / 1e6;
	}
	sort( $times );
	return $times[12];
}

$attributes = array(
	'class' => 'wp-block-vitrine-bench bench',
	'id'    => 'bench-anchor',
	'style' => 'padding-top:3px',
);
$rows       = array();
foreach ( WP_Block_Type_Registry::get_instance()->get_all_registered() as $name => $type ) {
	if ( ! str_starts_with( $name, 'vitrine/' ) ) {
		continue;
	}
	$attrs = array( 'products' === substr( $name, 8 ) ? 'perPage' : 'count' => 48 );
	$html  = render_block(
		array(
			'blockName'    => $name,
			'attrs'        => array_intersect_key( $attrs, $type->attributes ?? array() ),
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		)
	);
	if ( '' === trim( $html ) ) {
		continue;
	}
	$rows[ $name ] = array(
		'bytes' => strlen( $html ),
		'tree'  => vitrine_bench_median(
			static function () use ( $html ): void {
				$processor = WP_HTML_Processor::create_fragment( $html );
				while ( null !== $processor && $processor->next_token() ) {
					$processor->get_current_depth();
				}
			}
		),
		'tags'  => vitrine_bench_median( static fn() => Vitrine\Blocks\BlockWrapper::apply( $html, $attributes ) ),
	);
}
uasort( $rows, static fn( array $a, array $b ): int => $b['bytes'] <=> $a['bytes'] );

printf( "\nBlock wrapper, per block (median of 25; its markup with the editor's class, anchor and padding)\n" );
printf( "  %-28s %9s %14s %14s\n", 'block', 'bytes', 'before (tree)', 'now (tags)' );
foreach ( $rows as $name => $row ) {
	printf( "  %-28s %9d %11.3f ms %11.3f ms\n", $name, $row['bytes'], $row['tree'], $row['tags'] );
}
printf(
	"  %-28s %9d %11.2f ms %11.2f ms\n",
	'all ' . count( $rows ) . ' blocks',
	array_sum( array_column( $rows, 'bytes' ) ),
	array_sum( array_column( $rows, 'tree' ) ),
	array_sum( array_column( $rows, 'tags' ) )
);
