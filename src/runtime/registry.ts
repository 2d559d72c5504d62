/**
 * Internal dependencies
 */
import { hasLoginHint } from '../widgets/login-popup/login-hint';
import { hasHint } from './hints';
import type { AnyWidgetDefinition } from './widget';

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
	};

type Loader = () => Promise< { default: AnyWidgetDefinition } >;

/**
 * One lazily loaded chunk per widget name. Add a widget here, in its own folder under
 * `src/widgets/`, and render it from PHP with `vitrine_render_widget( 'name', … )`.
 */
export const widgetLoaders: Readonly< Record< string, Loader > > = {
	'block-effects': () =>
		import(
			/* webpackChunkName: "block-effects" */ '../widgets/block-effects'
		),
	'cart-link': () =>
		import( /* webpackChunkName: "cart-link" */ '../widgets/cart-link' ),
	like: () => import( /* webpackChunkName: "like" */ '../blocks/like/view' ),
	newsletter: () =>
		import(
			/* webpackChunkName: "newsletter" */ '../blocks/newsletter/view'
		),
	'login-popup': () =>
		import(
			/* webpackChunkName: "login-popup" */ '../widgets/login-popup'
		),
	'contact-form': () =>
		import(
			/* webpackChunkName: "contact-form" */ '../blocks/contact-form/view'
		),
	'case-studies': () =>
		import(
			/* webpackChunkName: "case-studies" */ '../blocks/case-studies/view'
		),
	'services-grid': () =>
		import(
			/* webpackChunkName: "services-grid" */ '../blocks/services-grid/view'
		),
	tabs: () => import( /* webpackChunkName: "tabs" */ '../blocks/tabs/view' ),
	'video-popup': () =>
		import(
			/* webpackChunkName: "video-popup" */ '../blocks/video-popup/view'
		),
	'image-lightbox': () =>
		import(
			/* webpackChunkName: "image-lightbox" */ '../widgets/image-lightbox'
		),
	'loop-grid': () =>
		import(
			/* webpackChunkName: "loop-grid" */ '../blocks/loop-grid/view'
		),
	'loop-filter': () =>
		import(
			/* webpackChunkName: "loop-filter" */ '../blocks/loop-filter/view'
		),
	'off-canvas': () =>
		import(
			/* webpackChunkName: "off-canvas" */ '../blocks/off-canvas/view'
		),
	popup: () => import( /* webpackChunkName: "popup" */ '../widgets/popup' ),
	'inline-popup': () =>
		import(
			/* webpackChunkName: "inline-popup" */ '../widgets/inline-popup'
		),
	slider: () =>
		import( /* webpackChunkName: "slider" */ '../widgets/slider' ),
	quantity: () =>
		import( /* webpackChunkName: "quantity" */ '../widgets/quantity' ),
	'quick-view': () =>
		import( /* webpackChunkName: "quick-view" */ '../widgets/quick-view' ),
	'product-gallery': () =>
		import(
			/* webpackChunkName: "product-gallery" */ '../widgets/product-gallery'
		),
	'gallery-slider': () =>
		import(
			/* webpackChunkName: "gallery-slider" */ '../blocks/gallery-slider/view'
		),
	accordion: () =>
		import(
			/* webpackChunkName: "accordion" */ '../blocks/accordion/view'
		),
	switcher: () =>
		import( /* webpackChunkName: "switcher" */ '../blocks/switcher/view' ),
	unfold: () =>
		import( /* webpackChunkName: "unfold" */ '../blocks/unfold/view' ),
	countdown: () =>
		import(
			/* webpackChunkName: "countdown" */ '../blocks/countdown/view'
		),
	'search-form': () =>
		import(
			/* webpackChunkName: "search-form" */ '../blocks/search-form/view'
		),
	'slide-menu': () =>
		import(
			/* webpackChunkName: "slide-menu" */ '../blocks/slide-menu/view'
		),
	table: () =>
		import( /* webpackChunkName: "table" */ '../blocks/table/view' ),
	'age-gate': () =>
		import( /* webpackChunkName: "age-gate" */ '../blocks/age-gate/view' ),
	map: () => import( /* webpackChunkName: "map" */ '../blocks/map/view' ),
	'events-calendar': () =>
		import(
			/* webpackChunkName: "events-calendar" */ '../blocks/events-calendar/view'
		),
	portfolio: () =>
		import(
			/* webpackChunkName: "portfolio" */ '../blocks/portfolio/view'
		),
	'image-comparison': () =>
		import(
			/* webpackChunkName: "image-comparison" */ '../blocks/image-comparison/view'
		),
	hotspots: () =>
		import( /* webpackChunkName: "hotspots" */ '../blocks/hotspots/view' ),
	'circle-progress': () =>
		import(
			/* webpackChunkName: "circle-progress" */ '../blocks/circle-progress/view'
		),
	'scroll-indicators': () =>
		import(
			/* webpackChunkName: "scroll-indicators" */ '../blocks/scroll-indicators/view'
		),
	'video-player': () =>
		import(
			/* webpackChunkName: "video-player" */ '../blocks/video-player/view'
		),
	'audio-player': () =>
		import(
			/* webpackChunkName: "audio-player" */ '../blocks/audio-player/view'
		),
	'wishlist-button': () =>
		import(
			/* webpackChunkName: "wishlist-button" */ '../blocks/wishlist-button/view'
		),
	wishlist: () =>
		import( /* webpackChunkName: "wishlist" */ '../blocks/wishlist/view' ),
	background: () =>
		import( /* webpackChunkName: "background" */ '../widgets/background' ),
	tooltip: () =>
		import( /* webpackChunkName: "tooltip" */ '../blocks/tooltip/view' ),
};
