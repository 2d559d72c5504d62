/**
 * Hash-plus-action links (docs/product-spec.md §2): a link whose `href` is `#vitrine-action:…` runs an action
 * instead of jumping. The grammar, documented in docs/widgets-and-blocks.md "Builder behaviours":
 *
 *     #vitrine-action:<kind>/<verb>[/<target>]
 *
 *     kind    verbs                 target
 *     popup       open | close          popup id or slug; close without one closes any
 *     off-canvas  open | close | toggle panel id ([a-z0-9-]+); close without one closes any
 *     lightbox    open                  URL-encoded address of an image or video
 *
 * e.g. `#vitrine-action:popup/open/42`, `#vitrine-action:off-canvas/toggle/side-menu`,
 * `#vitrine-action:lightbox/open/https%3A%2F%2Fexample.com%2Fa.jpg`.
 * Anything else is not an action (null), so the link behaves as a normal anchor.
 */

export const ACTION_PREFIX = '#vitrine-action:';

export type HashAction =
	| { kind: 'popup'; verb: 'open' | 'close'; target: string }
	| { kind: 'off-canvas'; verb: 'open' | 'close' | 'toggle'; target: string }
	| { kind: 'lightbox'; verb: 'open'; target: string };

const VERBS: Record< HashAction[ 'kind' ], readonly string[] > = {
	popup: [ 'open', 'close' ],
	'off-canvas': [ 'open', 'close', 'toggle' ],
	lightbox: [ 'open' ],
};

const TARGETS: Record< HashAction[ 'kind' ], RegExp > = {
	popup: /^[a-z0-9][a-z0-9-]*$/,
	'off-canvas': /^[a-z0-9][a-z0-9-]*$/,
	lightbox: /^https?:\/\/\S+$/,
};

export function parseHashAction( hash: string ): HashAction | null {
	if ( ! hash.startsWith( ACTION_PREFIX ) ) {
		return null;
	}
	const parts = hash.slice( ACTION_PREFIX.length ).split( '/' );
	const kind = parts[ 0 ] ?? '';
	if ( ! ( kind in VERBS ) ) {
		return null;
	}
	const verb = parts[ 1 ] ?? '';
	const rest = parts.slice( 2 );
	const typedKind = kind as HashAction[ 'kind' ];
	if ( ! VERBS[ typedKind ].includes( verb ) || rest.length > 1 ) {
		return null;
	}
	let target = rest[ 0 ] ?? '';
	try {
		target = decodeURIComponent( target );
	} catch {
		return null;
	}
	const optional = verb === 'close';
	if ( target === '' ? ! optional : ! TARGETS[ typedKind ].test( target ) ) {
		return null;
	}
	return { kind: typedKind, verb, target } as HashAction;
}

export function hashActionHref( action: HashAction ): string {
	const target =
		action.target === '' ? '' : `/${ encodeURIComponent( action.target ) }`;
	return `${ ACTION_PREFIX }${ action.kind }/${ action.verb }${ target }`;
}

/**
 * An in-page anchor worth scrolling to: `#` and a simple identifier (a letter, then letters,
 * digits, `-`, `_`, `:` or `.`). Returns the id, or null (the caller warns in the console).
 * @param hash
 */
export function anchorId( hash: string ): string | null {
	const match = /^#([A-Za-z][\w\-:.]*)$/.exec( hash );
	return match ? ( match[ 1 ] as string ) : null;
}

/** The anchor scroll's duration (docs/product-spec.md §9). */
export const ANCHOR_SCROLL_MS = 500;

/**
 * Ease-in-out position of a scroll from `from` to `to` after `elapsed` of `duration` ms.
 * @param from
 * @param to
 * @param elapsed
 * @param duration
 */
export function scrollPosition(
	from: number,
	to: number,
	elapsed: number,
	duration = ANCHOR_SCROLL_MS
): number {
	const t = Math.min( 1, Math.max( 0, elapsed / duration ) );
	const eased = t < 0.5 ? 2 * t * t : 1 - Math.pow( -2 * t + 2, 2 ) / 2;
	return Math.round( from + ( to - from ) * eased );
}
