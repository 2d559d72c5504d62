/**
 * The wishlist actions (admin-ajax, the reference’s names and nonces),
 * for the add-to-wishlist button and the wishlist page.
 */

/**
 * Internal dependencies
 */
import { postAjax } from '../../runtime/ajax';
import { RequestError } from '../../runtime/errors';
import { emit } from '../../runtime/events';
import { updateSession } from '../../runtime/session';
import { parseAddReply, parseLists, type AddReply } from '../../lib/wishlist';

/** One row of the wishlist page. */
export interface WishlistRow {
	id: number;
	productId: number;
	name: string;
	url: string;
	image: string;
	priceHtml: string;
	stock: string;
	stockLabel: string;
	purchasable: boolean;
	quantity: number;
	/** The date added, in the site's date format. */
	addedLabel?: string;
}

/** One of the owner's lists, for the list switcher. */
export interface WishlistLink {
	id: number;
	token: string;
	name: string;
	url: string;
	current: boolean;
}

/** One page of a list, as `load_fragments` gives it. */
export interface WishlistPageData {
	id: number;
	token: string;
	name: string;
	privacy: number;
	isDefault: boolean;
	isOwner: boolean;
	shareUrl: string;
	page: number;
	perPage: number;
	pages: number;
	total: number;
	items: WishlistRow[];
	lists: Array< { id: number; token: string; name: string } >;
	/** All the owner's lists (empty for anyone else). */
	allLists?: WishlistLink[];
	manageUrl?: string;
}

const call = ( action: string, fields: Record< string, string > = {} ) =>
	postAjax(
		action,
		{ context: 'frontend', ...fields },
		{ nonceAction: action }
	);

const json = ( text: string ): Record< string, unknown > => {
	try {
		const value: unknown = JSON.parse( text );
		return value && typeof value === 'object'
			? ( value as Record< string, unknown > )
			: {};
	} catch {
		return {};
	}
};

/**
 * Keeps the session's lists in step with a reply's `user_wishlists`.
 * @param raw The reply's `user_wishlists`.
 */
function syncSession( raw: unknown ): void {
	if ( Array.isArray( raw ) ) {
		const lists = parseLists( raw );
		updateSession( ( session ) => ( { ...session, wishlists: lists } ) );
	}
}

export interface AddTarget {
	/** '' the default list, 'new' a new one, or a list id. */
	wishlistId: string;
	name?: string;
	visibility?: number;
}

/**
 * Adds a product to a list.
 * @param productId The product.
 * @param target    The list.
 * @param source    The button the visitor pressed (handed to `added_to_wishlist`).
 */
export async function addToWishlist(
	productId: number,
	target: AddTarget,
	source: Element | null = null
): Promise< AddReply > {
	const fields: Record< string, string > = {
		add_to_wishlist: String( productId ),
		product_type: 'simple',
		wishlist_id: target.wishlistId,
	};
	if ( target.wishlistId === 'new' ) {
		fields.wishlist_name = target.name ?? '';
		fields.wishlist_visibility = String( target.visibility ?? 0 );
	}
	const text = await call( 'add_to_wishlist', fields );
	const reply = parseAddReply( text );
	if ( ! reply ) {
		throw new RequestError( 'invalid_json', text.slice( 0, 200 ) );
	}
	const raw = json( text );
	syncSession( raw.user_wishlists );
	if ( reply.result === 'true' ) {
		emit(
			'wishlist-added',
			{ productId, wishlistId: Number( raw.wishlist_id ) || 0 },
			source
		);
	}
	return reply;
}

export async function loadWishlist(
	token: string,
	page: number,
	perPage: number
): Promise< WishlistPageData | null > {
	const text = await call( 'load_fragments', {
		fragments: JSON.stringify( {
			count: {},
			wishlist: { token, page, per_page: perPage },
		} ),
	} );
	const data = json( text ).wishlist;
	return data && typeof data === 'object'
		? ( data as WishlistPageData )
		: null;
}

export const updateQuantity = (
	token: string,
	productId: number,
	quantity: number
) =>
	call( 'update_item_quantity', {
		wishlist_token: token,
		product_id: String( productId ),
		quantity: String( quantity ),
	} );

export const sortItems = (
	token: string,
	itemIds: number[],
	page: number,
	perPage: number
) =>
	call( 'sort_wishlist_items', {
		wishlist_token: token,
		positions: itemIds.join( ',' ),
		page: String( page ),
		per_page: String( perPage ),
	} );

/**
 * Removes a row from a list.
 * @param itemId         The row.
 * @param row            The row's product and list, for the `wishlist-removed` event.
 * @param row.productId  The product.
 * @param row.wishlistId The list.
 * @param source         The control the visitor pressed (handed to `removed_from_wishlist`).
 */
export async function deleteItem(
	itemId: number,
	row: { productId: number; wishlistId: number } = {
		productId: 0,
		wishlistId: 0,
	},
	source: Element | null = null
): Promise< string > {
	const text = await call( 'delete_item', { item_id: String( itemId ) } );
	emit( 'wishlist-removed', row, source );
	return text;
}

export async function moveToList(
	token: string,
	destination: string,
	itemId: number,
	name = ''
): Promise< string > {
	const text = await call( 'move_to_another_wishlist', {
		wishlist_token: token,
		destination_wishlist_token: destination,
		// YITH's clients send the product id as `item_id`; `row_id` names this row exactly.
		item_id: String( itemId ),
		row_id: String( itemId ),
		wishlist_name: name,
		wishlist_visibility: '0',
	} );
	const reply = json( text );
	syncSession( reply.user_wishlists );
	return typeof reply.message === 'string' ? reply.message : '';
}

export const saveTitle = ( wishlistId: number, title: string ) =>
	call( 'save_title', { wishlist_id: String( wishlistId ), title } );

export async function savePrivacy(
	wishlistId: number,
	privacy: number
): Promise< string > {
	const reply = json(
		await call( 'save_privacy', {
			wishlist_id: String( wishlistId ),
			privacy: String( privacy ),
		} )
	);
	return typeof reply.share_url === 'string' ? reply.share_url : '';
}

export async function askEstimate(
	token: string,
	replyEmail: string,
	notes: string
): Promise< string > {
	const reply = json(
		await call( 'ask_an_estimate', {
			wishlist_token: token,
			reply_email: replyEmail,
			additional_notes: notes,
		} )
	);
	return typeof reply.message === 'string' ? reply.message : '';
}
