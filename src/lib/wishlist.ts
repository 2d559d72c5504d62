/**
 * Wishlist rules shared by the add-to-wishlist button and the wishlist page: reading the
 * session's lists, the settings and the actions' replies, list names, and reordering.
 */

/** One of the visitor's lists, as the session and `user_wishlists` describe it. */
export interface WishlistSummary {
	id: number;
	token: string;
	name: string;
	default: boolean;
	products: number[];
}

/** The site's wishlist settings (`window.vitrineSettings.wishlist`). */
export interface WishlistSettings {
	multi: boolean;
	hideAfterAdd: boolean;
	removeAfterCart: boolean;
	popupMs: number;
	noticeMs: number;
	estimate: boolean;
	pageUrl: string;
	/** The privacy a new list starts with: 0 public, 1 shared, 2 private (the default). */
	defaultPrivacy: number;
}

/** What `add_to_wishlist` answers. */
export interface AddReply {
	result: 'true' | 'exists';
	message: string;
	wishlistUrl: string;
	lists: WishlistSummary[];
}

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	!! value && typeof value === 'object' && ! Array.isArray( value );

const positiveInt = ( value: unknown ): number | null =>
	typeof value === 'number' && Number.isInteger( value ) && value > 0
		? value
		: null;

/**
 * Reads one list (the session's `name` or the reply's `wishlist_name`); null when unusable.
 * @param raw A list as received.
 */
export function parseList( raw: unknown ): WishlistSummary | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	const id = positiveInt( raw.id );
	const name = raw.name ?? raw.wishlist_name;
	if ( id === null || typeof name !== 'string' ) {
		return null;
	}
	const products = Array.isArray( raw.products )
		? raw.products.filter(
				( product ): product is number =>
					positiveInt( product ) !== null
			)
		: [];
	return {
		id,
		token: typeof raw.token === 'string' ? raw.token : '',
		name,
		default: raw.default === true,
		products,
	};
}

/**
 * Reads a list of lists, dropping what cannot be used.
 * @param raw The session's `wishlists` or a reply's `user_wishlists`.
 */
export function parseLists( raw: unknown ): WishlistSummary[] {
	return Array.isArray( raw )
		? raw
				.map( parseList )
				.filter( ( list ): list is WishlistSummary => list !== null )
		: [];
}

/**
 * The settings with their defaults (several lists, 3 s popups and notices).
 * @param raw `window.vitrineSettings.wishlist`.
 */
export function parseSettings( raw: unknown ): WishlistSettings {
	const value = isRecord( raw ) ? raw : {};
	const ms = ( input: unknown ): number =>
		typeof input === 'number' && input >= 0 ? input : 3000;
	return {
		multi: value.multi !== false,
		hideAfterAdd: value.hideAfterAdd === true,
		removeAfterCart: value.removeAfterCart === true,
		popupMs: ms( value.popupMs ),
		noticeMs: ms( value.noticeMs ),
		estimate: value.estimate !== false,
		pageUrl:
			typeof value.pageUrl === 'string' ? value.pageUrl : '/wishlist/',
		defaultPrivacy: [ 0, 1, 2 ].includes( value.defaultPrivacy as number )
			? ( value.defaultPrivacy as number )
			: 2,
	};
}

/**
 * Reads `add_to_wishlist`'s reply; null when it is not one.
 * @param text The reply's body.
 */
export function parseAddReply( text: string ): AddReply | null {
	let raw: unknown;
	try {
		raw = JSON.parse( text );
	} catch {
		return null;
	}
	if (
		! isRecord( raw ) ||
		( raw.result !== 'true' && raw.result !== 'exists' )
	) {
		return null;
	}
	return {
		result: raw.result,
		message: typeof raw.message === 'string' ? raw.message : '',
		wishlistUrl:
			typeof raw.wishlist_url === 'string' ? raw.wishlist_url : '',
		lists: parseLists( raw.user_wishlists ),
	};
}

/**
 * Whether any of the lists holds the product.
 * @param productId Product id.
 * @param lists     The visitor's lists.
 */
export function isWished(
	productId: number,
	lists: WishlistSummary[]
): boolean {
	return lists.some( ( list ) => list.products.includes( productId ) );
}

/**
 * A new list's name as it will be sent, or null when it is empty (then nothing is sent).
 * @param raw What was typed.
 */
export function listName( raw: string ): string | null {
	const name = raw.trim();
	return name === '' ? null : name;
}

/**
 * What the button shows after an add: "browse" (the add button replaced) unless several lists
 * are allowed and the button is not hidden after an add, when it stays an "add" button.
 * @param settings The settings.
 */
export function stateAfterAdd( settings: WishlistSettings ): 'browse' | 'add' {
	return settings.multi && ! settings.hideAfterAdd ? 'add' : 'browse';
}

/**
 * A copy of the items with one moved from `from` to `to`.
 * @param items The items.
 * @param from  Index of the moved item.
 * @param to    Its new index.
 */
export function moveItem< T >(
	items: readonly T[],
	from: number,
	to: number
): T[] {
	const copy = items.slice();
	if (
		from < 0 ||
		from >= copy.length ||
		to < 0 ||
		to >= copy.length ||
		from === to
	) {
		return copy;
	}
	const [ moved ] = copy.splice( from, 1 );
	copy.splice( to, 0, moved as T );
	return copy;
}

/**
 * The keyboard alternative to dragging: one place up or down, kept inside the list.
 * @param items     The items.
 * @param index     Index of the moved item.
 * @param direction Up (-1) or down (1).
 */
export function moveByStep< T >(
	items: readonly T[],
	index: number,
	direction: -1 | 1
): T[] {
	return moveItem( items, index, index + direction );
}

/**
 * A quantity typed in the table: a whole number from 1 to 9999, else null (nothing sent).
 * @param raw What was typed.
 */
export function parseQuantity( raw: string ): number | null {
	if ( ! /^\d+$/.test( raw.trim() ) ) {
		return null;
	}
	const value = Number( raw.trim() );
	return value >= 1 && value <= 9999 ? value : null;
}

/**
 * Whether the browser keeps cookies (a guest's lists live in one).
 * @param nav The navigator.
 */
export function cookiesEnabled(
	nav: Pick< Navigator, 'cookieEnabled' >
): boolean {
	return nav.cookieEnabled !== false;
}

/**
 * Where focus goes once a row is removed: the id of the row after it, else the one before
 * it, else null (the list is empty: the caller focuses the list's heading).
 * @param items   The rows before the removal.
 * @param removed The removed row's id.
 */
export function focusAfterRemoval< T extends { id: number } >(
	items: T[],
	removed: number
): number | null {
	const index = items.findIndex( ( item ) => item.id === removed );
	if ( index < 0 ) {
		return null;
	}
	return items[ index + 1 ]?.id ?? items[ index - 1 ]?.id ?? null;
}
