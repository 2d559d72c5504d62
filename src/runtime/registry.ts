/**
 * Internal dependencies
 */
import type { AnyWidgetDefinition } from './widget';

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
	like: () => import( /* webpackChunkName: "like" */ '../widgets/like' ),
	newsletter: () =>
		import( /* webpackChunkName: "newsletter" */ '../widgets/newsletter' ),
	'login-popup': () =>
		import(
			/* webpackChunkName: "login-popup" */ '../widgets/login-popup'
		),
	'contact-form': () =>
		import(
			/* webpackChunkName: "contact-form" */ '../widgets/contact-form'
		),
	'case-studies': () =>
		import(
			/* webpackChunkName: "case-studies" */ '../widgets/case-studies'
		),
	'services-grid': () =>
		import(
			/* webpackChunkName: "services-grid" */ '../widgets/services-grid'
		),
	tabs: () => import( /* webpackChunkName: "tabs" */ '../widgets/tabs' ),
	'video-popup': () =>
		import(
			/* webpackChunkName: "video-popup" */ '../widgets/video-popup'
		),
	'image-lightbox': () =>
		import(
			/* webpackChunkName: "image-lightbox" */ '../widgets/image-lightbox'
		),
	'loop-grid': () =>
		import( /* webpackChunkName: "loop-grid" */ '../widgets/loop-grid' ),
	'loop-filter': () =>
		import(
			/* webpackChunkName: "loop-filter" */ '../widgets/loop-filter'
		),
	'off-canvas': () =>
		import( /* webpackChunkName: "off-canvas" */ '../widgets/off-canvas' ),
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
			/* webpackChunkName: "gallery-slider" */ '../widgets/gallery-slider'
		),
	accordion: () =>
		import(
			/* webpackChunkName: "accordion" */ '../blocks/accordion/view'
		),
	switcher: () =>
		import( /* webpackChunkName: "switcher" */ '../blocks/switcher/view' ),
	unfold: () =>
		import( /* webpackChunkName: "unfold" */ '../blocks/unfold/view' ),
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
		import( /* webpackChunkName: "portfolio" */ '../widgets/portfolio' ),
	'image-comparison': () =>
		import(
			/* webpackChunkName: "image-comparison" */ '../widgets/image-comparison'
		),
	hotspots: () =>
		import( /* webpackChunkName: "hotspots" */ '../widgets/hotspots' ),
	'circle-progress': () =>
		import(
			/* webpackChunkName: "circle-progress" */ '../widgets/circle-progress'
		),
	'scroll-indicators': () =>
		import(
			/* webpackChunkName: "scroll-indicators" */ '../widgets/scroll-indicators'
		),
	'video-player': () =>
		import(
			/* webpackChunkName: "video-player" */ '../widgets/video-player'
		),
	'audio-player': () =>
		import(
			/* webpackChunkName: "audio-player" */ '../widgets/audio-player'
		),
	'wishlist-button': () =>
		import(
			/* webpackChunkName: "wishlist-button" */ '../widgets/wishlist-button'
		),
	wishlist: () =>
		import( /* webpackChunkName: "wishlist" */ '../widgets/wishlist' ),
	background: () =>
		import( /* webpackChunkName: "background" */ '../widgets/background' ),
	tooltip: () =>
		import( /* webpackChunkName: "tooltip" */ '../widgets/tooltip' ),
};
