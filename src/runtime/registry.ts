/**
 * Internal dependencies
 */
import type { WidgetDefinition } from './widget';

type Loader = () => Promise< { default: WidgetDefinition< any > } >;

/**
 * One lazily loaded chunk per widget name. Add a widget here, in its own folder under
 * `src/widgets/`, and render it from PHP with `vitrine_render_widget( 'name', … )`.
 */
export const widgetLoaders: Readonly< Record< string, Loader > > = {
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
	'progress-ring': () =>
		import(
			/* webpackChunkName: "progress-ring" */ '../widgets/progress-ring'
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
	'wishlist-button': () =>
		import(
			/* webpackChunkName: "wishlist-button" */ '../widgets/wishlist-button'
		),
	wishlist: () =>
		import( /* webpackChunkName: "wishlist" */ '../widgets/wishlist' ),
};
