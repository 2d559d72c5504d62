<?php
/**
 * Widget styles moved into the head.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Performance;

defined( 'ABSPATH' ) || exit;

/**
 * Widgets enqueue their styles while the page renders, after the head has gone out, so
 * WordPress prints them at the end of the body. A browser that paints the top of a page
 * before the end has arrived (a phone on a slow network) then shows those widgets unstyled
 * and moves them when the styles come, and every style printed late makes it restyle the
 * whole page once more. Buffering the page and moving the late styles up to the end of the
 * head (what WordPress 6.9 does for block themes) gives one styled first paint.
 *
 * The styles keep their order, and stay after everything the head already printed.
 */
final class LateStylesInHead {

	private const START = '<!--vitrine:late-styles-->';
	private const END   = '<!--/vitrine:late-styles-->';

	/**
	 * Whether this request's output is buffered by start().
	 *
	 * @var bool
	 */
	private $buffering = false;

	/**
	 * The output-buffer level of the page's buffer while it is open, else null.
	 *
	 * @var int|null
	 */
	private static ?int $level = null;

	/**
	 * Buffers a front-end page's output (on `template_redirect`).
	 */
	public function start(): void {
		// template_redirect runs for front-end requests only; feeds, embeds and JSON have no head to fix.
		if ( is_feed() || is_embed() || wp_is_json_request() ) {
			return;
		}
		/**
		 * Filters whether styles printed at the end of the body move into the head.
		 *
		 * @since 0.1.0
		 *
		 * @param bool $move Default true.
		 */
		if ( ! apply_filters( 'vitrine_move_late_styles_to_head', true ) ) {
			return;
		}
		$this->buffering = ob_start( array( $this, 'move' ) );
		self::$level     = $this->buffering ? ob_get_level() : null;
	}

	/**
	 * The page printed so far, while this request's buffer is the innermost one (by
	 * `wp_footer`: the whole body, since block themes render their templates before the head
	 * and classic themes print theirs in order); null when that cannot be told (the buffer is
	 * off, or another buffer was opened inside it), so a caller takes the safe branch.
	 */
	public static function page_so_far(): ?string {
		if ( null === self::$level || ob_get_level() !== self::$level ) {
			return null;
		}
		$html = ob_get_contents();
		return false === $html ? null : $html;
	}

	/**
	 * Prints the late styles between two markers (on `wp_footer`, just before WordPress
	 * would print them itself), so the buffer knows which part to move.
	 */
	public function print_marked(): void {
		if ( ! $this->buffering ) {
			return;
		}
		echo self::START; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- A fixed comment.
		print_late_styles();
		echo self::END; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- A fixed comment.
	}

	/**
	 * Moves the marked styles to the end of the head; leaves a page without a head, or
	 * without markers, as it was (minus the markers).
	 *
	 * @param string $html The page.
	 */
	public function move( string $html ): string {
		self::$level = null;
		$start       = strpos( $html, self::START );
		$end         = false === $start ? false : strpos( $html, self::END, $start );
		if ( false === $start || false === $end ) {
			return $html;
		}
		$before = substr( $html, 0, $start );
		$styles = substr( $html, $start + strlen( self::START ), $end - $start - strlen( self::START ) );
		$after  = substr( $html, $end + strlen( self::END ) );
		$head   = stripos( $before, '</head>' );
		if ( false === $head ) {
			return $before . $styles . $after;
		}
		return substr( $before, 0, $head ) . $styles . substr( $before, $head ) . $after;
	}
}
