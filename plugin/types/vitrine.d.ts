/**
 * Vitrine's public front-end API: `window.vitrine`, and the DOM events its widgets dispatch.
 *
 * Shipped with the plugin (`wp-content/plugins/vitrine/types/vitrine.d.ts`) for add-ons
 * written in TypeScript; the runtime itself is typed against this file, so the two cannot
 * drift. The guide is docs/extending.md; the example add-on is examples/vitrine-example-addon.
 *
 * @since 0.2.0
 */

/** A widget that enhances its mount point itself (no React needed). */
export interface VitrineBehavior< P = unknown > {
	/** Reads the props the server printed; null keeps the server-rendered fallback. */
	parseProps: ( raw: unknown ) => P | null;
	/** Enhances the mount point; may return a function that undoes it. */
	mount: ( element: HTMLElement, props: P ) => void | ( () => void );
}

/** What a widget's loader resolves to: its module, whose default export is the widget. */
export type VitrineWidgetModule< P = unknown > = {
	default: VitrineBehavior< P >;
};

export interface VitrineWidgetOptions {
	/**
	 * What the widget enhances, as a CSS selector: a click on it before the widget has mounted
	 * mounts the widget and is then replayed, so the first click does the enhanced thing.
	 */
	opener?: string;
}

/** The visitor's session: one uncached call per page, shared by every widget. */
export interface VitrineSession {
	user: { id: number; loggedIn: boolean; name: string; roles: string[] };
	/** Fresh nonces for this visitor, keyed by nonce action (`wp_rest` among them). */
	nonces: Record< string, string >;
	loved: number[];
	wishlists: unknown[];
	cart: { count: number };
}

export interface VitrineRestOptions {
	method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
	query?: Record< string, string >;
	/** JSON body, or FormData sent as multipart. */
	body?: unknown;
	signal?: AbortSignal;
}

/** The cart as the cart routes answer it (`vitrine/v1/cart`, see docs/rest.md). */
export interface VitrineCart {
	count: number;
	items: Array< {
		product_id: number;
		name: string;
		permalink: string;
		image: string;
		quantity: number;
	} >;
}

/**
 * The events widgets dispatch on `document.body` (they bubble), `vitrine:` + the key, with the
 * value as the CustomEvent's `detail`.
 */
export interface VitrineEventMap {
	/** Units of a product were added to the cart. jQuery: `added_to_cart`. */
	'cart-added': { productId: number; quantity: number; cart: VitrineCart };
	/** A cart line was removed. jQuery: `removed_from_cart`. */
	'cart-removed': { productId: number; cart: VitrineCart };
	/** The cart changed in any way (added, removed, quantity). */
	'cart-updated': { cart: VitrineCart };
	/** A product was added to a wishlist. jQuery: `added_to_wishlist`. */
	'wishlist-added': { productId: number; wishlistId: number };
	/** A product was removed from a wishlist. jQuery: `removed_from_wishlist`. */
	'wishlist-removed': { productId: number; wishlistId: number };
	/** The visitor loved a post (or took it back). */
	'like-changed': { postId: number; loved: boolean; count: number };
	/** The visitor logged in through the login popup (the page reloads or redirects next). */
	'logged-in': { redirect: string };
	/** The visitor registered through the login popup. */
	registered: { redirect: string };
	/** An address signed up to a newsletter list (0: the default list), or was asked to confirm it. */
	'newsletter-subscribed': { listId: number };
	/** A contact form's submission was answered; `status` is Contact Form 7's (`mail_sent`…). */
	'contact-submitted': { formId: number; status: string };
}

export type VitrineEventName = keyof VitrineEventMap;

export interface VitrineApi {
	/** Mounts the widgets in markup added after the page loaded. */
	mount: ( root?: ParentNode ) => Promise< void >;
	/**
	 * Registers a widget under a name (lowercase letters, digits and dashes, prefixed with your
	 * plugin's slug): `vitrine_render_widget( name, … )` mount points then load it near the
	 * viewport (or at once when eager) like Vitrine's own. Call it from a script that
	 * `vitrine_register_widget()` names; the loader runs when a mount point first needs it.
	 */
	registerWidget: (
		name: string,
		loader: () => Promise< VitrineWidgetModule< any > >,
		options?: VitrineWidgetOptions
	) => void;
	/** Listens to a Vitrine event; returns the function that stops listening. */
	on: < K extends VitrineEventName >(
		name: K,
		listener: ( detail: VitrineEventMap[ K ], event: CustomEvent ) => void
	) => () => void;
	/** The visitor's session (its user, fresh nonces, cart count), fetched once per page. */
	session: () => Promise< VitrineSession >;
	/**
	 * Calls a REST route (`vendor/v1/…`) signed with the visitor's `wp_rest` nonce from the
	 * session, members and guests alike (`_wpnonce`; one in `query` replaces it), fetching a
	 * stale nonce again once; rejects with an Error.
	 */
	rest: < T = unknown >(
		route: string,
		options?: VitrineRestOptions
	) => Promise< T >;
	/**
	 * POSTs to admin-ajax; `nonceAction` signs the call with that nonce from the session (the
	 * action must be in `vitrine_session_nonce_actions`), in the field `nonceField` (`nonce`).
	 */
	ajax: (
		action: string,
		fields: Record< string, string >,
		options?: { nonceAction?: string; nonceField?: string }
	) => Promise< string >;
}

declare global {
	interface Window {
		vitrine?: VitrineApi;
	}
	interface DocumentEventMap {
		'vitrine:cart-added': CustomEvent< VitrineEventMap[ 'cart-added' ] >;
		'vitrine:cart-removed': CustomEvent<
			VitrineEventMap[ 'cart-removed' ]
		>;
		'vitrine:cart-updated': CustomEvent<
			VitrineEventMap[ 'cart-updated' ]
		>;
		'vitrine:wishlist-added': CustomEvent<
			VitrineEventMap[ 'wishlist-added' ]
		>;
		'vitrine:wishlist-removed': CustomEvent<
			VitrineEventMap[ 'wishlist-removed' ]
		>;
		'vitrine:like-changed': CustomEvent<
			VitrineEventMap[ 'like-changed' ]
		>;
		'vitrine:logged-in': CustomEvent< VitrineEventMap[ 'logged-in' ] >;
		'vitrine:registered': CustomEvent< VitrineEventMap[ 'registered' ] >;
		'vitrine:newsletter-subscribed': CustomEvent<
			VitrineEventMap[ 'newsletter-subscribed' ]
		>;
		'vitrine:contact-submitted': CustomEvent<
			VitrineEventMap[ 'contact-submitted' ]
		>;
	}
}
