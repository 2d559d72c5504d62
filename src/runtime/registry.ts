/**
 * Internal dependencies
 */
import { hasLoginHint } from '../widgets/login-popup/login-hint';
import { hasHint } from './hints';

/**
 * What a widget enhances, for the widgets whose enhancement a click asks for: a click on one
 * of these before the widget has mounted mounts it and is then replayed (see holdFirstClick
 * in mount.ts). Plain strings: importing the widgets' own constants would put their code in
 * the runtime.
 */
export const widgetOpeners: Readonly< Record< string, string > > = {
	'quick-view': '.vitrine-quick-view-button',
	'image-lightbox': [ 'png', 'jpg', 'jpeg', 'gif', 'svg', 'webp' ]
		.map( ( type ) => `a[href*=".${ type }" i]` )
		.join(),
	'login-popup':
		'[data-vitrine-login-open],a[href="#vitrine-login"],a[href="#vitrine-register"]',
	popup: 'a[href^="#vitrine-action:popup/"]',
	'off-canvas':
		'.vitrine-off-canvas__toggle,a[href^="#vitrine-action:off-canvas/"]',
	// Its add to cart (without it, the form posts and the page reloads).
	'cart-link': 'form.vitrine-add-to-cart [type=submit]',
	// The fallback's pictures and thumbnails link to the image files.
	'product-gallery':
		'.vitrine-product .vitrine-product-gallery__zoom,.vitrine-product .vitrine-product-gallery__thumb-button',
	'gallery-slider':
		'.vitrine-gallery-slider .vitrine-product-gallery__zoom,.vitrine-gallery-slider .vitrine-product-gallery__thumb-button',
	// The fallback's form posts and reloads; the mounted widget's button is the successor.
	'wishlist-button':
		'.vitrine-wishlist-button__link,.vitrine-wishlist-button__add',
};

/**
 * React widgets whose server markup serves the visitor until they reach for it (a scroll-snap
 * gallery with thumbnail links, a wishlist form): they mount on the first pointer, touch or
 * focus on them, or a held click (widgetOpeners), not when they come near the viewport, so a
 * shop's or a product's first screen loads no React (64 KB gzip) for them. The function says
 * whether this visitor's widget waits: a visitor who may have wishlists sees the wished state,
 * which needs the widget, so theirs mounts near the viewport as before.
 */
export const widgetsOnInteraction: Readonly< Record< string, () => boolean > > =
	{
		'product-gallery': () => true,
		'gallery-slider': () => true,
		'wishlist-button': () =>
			! hasHint( 'vitrine_wishlist' ) && ! hasLoginHint(),
		// Its mount point is an empty element beside a product list: it has nothing to show
		// until a Quick view button is pressed (or the pointer or focus comes to one).
		'quick-view': () => true,
	};

/**
 * Widgets with nothing to render for some visitors, whose server markup holds what they
 * would show then (`[data-vitrine-empty]`, hidden): for those visitors the runtime reveals it
 * instead of loading the widget's code and React. A guest who never wished for anything has an
 * empty wishlist page: the hint cookies say so without a request (the shared list of a link,
 * `token`, is another visitor's and always loads).
 */
export const widgetsWithNothingToShow: Readonly<
	Record< string, ( element: HTMLElement ) => boolean >
> = {
	wishlist: ( element ) =>
		! hasHint( 'vitrine_wishlist' ) &&
		! hasLoginHint() &&
		! sharedListToken( element ),
};

/**
 * The token of the shared list a wishlist page shows, or '' for the visitor's own.
 * @param element The wishlist's mount point.
 */
function sharedListToken( element: HTMLElement ): string {
	try {
		const props: unknown = JSON.parse(
			element.dataset.vitrineProps ?? '{}'
		);
		return props && typeof props === 'object' && 'token' in props
			? String( props.token ?? '' )
			: '';
	} catch {
		return '';
	}
}

/**
 * One lazily loaded chunk per widget name, generated from the folders at build time
 * (`src/blocks/<name>/view.ts`, `src/widgets/<name>/index.ts`; bin/webpack/block-folders.js):
 * a new folder is a new widget, rendered from PHP with `vitrine_render_widget( 'name', … )`.
 */
export { widgetLoaders } from './widget-loaders';
