<?php
/**
 * An export link with a progress bar.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Export;

use Vitrine\Core\Assets;
use Vitrine\Core\I18n;

use const Vitrine\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * The "Export CSV" link of an admin screen and the progress it shows, as WooCommerce's
 * exporter does in spirit: the link is a plain download (it works without JavaScript), and
 * `src/admin/csv-export.ts` turns it into a download read as it streams, with a `<progress>`
 * bar, a live status ("12,000 of 200,000 orders exported") and a completion message. The
 * server sends the rows to expect in `X-Vitrine-Export-Rows` ({@see SpreadsheetCsv::download()}).
 */
final class ExportProgress {

	public const SCRIPT = 'vitrine-admin-csv-export';

	/**
	 * Kinds of rows the script has messages for.
	 */
	public const KINDS = array( 'orders', 'subscribers', 'wishlists' );

	/**
	 * The link and its progress box (hidden until an export starts).
	 *
	 * @param string $url      The export's address (with its nonce).
	 * @param string $filename The file name to save as.
	 * @param string $kind     One of {@see self::KINDS}.
	 * @param string $id       The box's id; the bar's is `<id>-progress`.
	 * @param string $label    The bar's label ("Exporting orders").
	 */
	public static function link( string $url, string $filename, string $kind, string $id, string $label ): string {
		return sprintf(
			'<a class="page-title-action vitrine-export-link" href="%1$s" data-vitrine-export="%2$s" data-vitrine-export-kind="%3$s" data-vitrine-export-progress="%4$s">%5$s</a><div class="vitrine-export-progress" id="%4$s" hidden><label for="%4$s-progress">%6$s</label> <progress id="%4$s-progress" max="100" value="0"></progress> <span class="vitrine-export-status" role="status" aria-live="polite"></span></div>',
			esc_url( $url ),
			esc_attr( $filename ),
			esc_attr( in_array( $kind, self::KINDS, true ) ? $kind : 'orders' ),
			esc_attr( $id ),
			esc_html__( 'Export CSV', 'vitrine' ),
			esc_html( $label )
		);
	}

	/**
	 * Enqueues the script on the screen that prints a link (on its `load-` hook).
	 */
	public static function enqueue(): void {
		$asset = Assets::asset( 'admin-csv-export' );
		if ( null === $asset ) {
			return;
		}
		wp_enqueue_script( self::SCRIPT, plugins_url( 'build/admin-csv-export.js', PLUGIN_FILE ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
		wp_set_script_translations( self::SCRIPT, I18n::TEXT_DOMAIN, I18n::languages_dir() );
	}
}
