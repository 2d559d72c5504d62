/**
 * Gallery rules that need no DOM: columns per device, parallax offsets and the retries of
 * pictures that fail to load (docs/product-spec.md §9 "Parallax gallery", §8 lazy-load failures).
 */

/** Viewport widths below which the mobile and tablet column counts apply. */
export const PORTFOLIO_BREAKPOINTS = { mobile: 768, tablet: 1024 } as const;
export const PARALLAX_SPEED = 0.15;
/** The farthest a column drifts (px), so it never covers the filters or the next section. */
export const PARALLAX_LIMIT = 48;
/** A picture that fails is tried again up to 3 times, 500 ms apart, then marked broken. */
export const LOAD_TRIES = 3;
export const LOAD_RETRY_DELAY = 500;

export interface GalleryColumns {
	desktop: number;
	tablet: number;
	mobile: number;
}

/**
 * A column count kept in 1…6 (anything unreadable is 1).
 * @param value Raw value.
 */
export function clampColumns( value: unknown ): number {
	const number = Math.round( Number( value ) );
	return Number.isFinite( number ) ? Math.min( 6, Math.max( 1, number ) ) : 1;
}

/**
 * The number of columns at a viewport width.
 * @param width   Viewport width in CSS pixels.
 * @param columns Columns per device.
 */
export function columnsAt( width: number, columns: GalleryColumns ): number {
	if ( width < PORTFOLIO_BREAKPOINTS.mobile ) {
		return clampColumns( columns.mobile );
	}
	if ( width < PORTFOLIO_BREAKPOINTS.tablet ) {
		return clampColumns( columns.tablet );
	}
	return clampColumns( columns.desktop );
}

/**
 * How far (px) a picture moves for parallax: its centre's distance from the viewport's centre
 * times the speed, odd columns the other way so neighbours drift apart; 0 on phones, where
 * the column is alone and the motion only distracts.
 * @param itemCenter     The picture's centre, from the viewport's top.
 * @param viewportHeight Viewport height.
 * @param viewportWidth  Viewport width.
 * @param column         The picture's column, from 0.
 * @param speed          Parallax speed (default 0.15).
 */
export function parallaxOffset(
	itemCenter: number,
	viewportHeight: number,
	viewportWidth: number,
	column: number,
	speed: number = PARALLAX_SPEED
): number {
	if ( viewportWidth < PORTFOLIO_BREAKPOINTS.mobile || speed <= 0 ) {
		return 0;
	}
	const distance = itemCenter - viewportHeight / 2;
	const direction = column % 2 === 0 ? 1 : -1;
	const offset = Math.max(
		-PARALLAX_LIMIT,
		Math.min( PARALLAX_LIMIT, distance * speed * direction )
	);
	return Math.round( offset * 100 ) / 100;
}

/**
 * What to do after a picture's `failures`-th failure: try again after `delay` ms, or give up.
 * @param failures Failures so far (1 after the first).
 */
export function nextLoadAttempt(
	failures: number
): { retry: true; delay: number } | { retry: false } {
	return failures <= LOAD_TRIES
		? { retry: true, delay: LOAD_RETRY_DELAY }
		: { retry: false };
}

/**
 * The address to try again: the same picture with a `vitrine-retry` query argument, so the
 * browser does not answer from its record of the failure.
 * @param src     Original address.
 * @param attempt Retry number, from 1.
 */
export function retryUrl( src: string, attempt: number ): string {
	const [ path = '', hash ] = src.split( '#', 2 );
	const cleaned = path
		.replace( /([?&])vitrine-retry=\d+(&|$)/, '$1' )
		.replace( /[?&]$/, '' );
	const joined = `${ cleaned }${ cleaned.includes( '?' ) ? '&' : '?' }vitrine-retry=${ attempt }`;
	return hash === undefined ? joined : `${ joined }#${ hash }`;
}
