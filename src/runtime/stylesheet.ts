/**
 * Stylesheets loaded when first needed, for widgets whose looks matter only once a person acts
 * (the login popup is on every page; its styles are not, until it opens).
 */

const loading = new Map< string, Promise< void > >();

/**
 * Adds a stylesheet to the page once, and resolves when it applies (or failed: the widget
 * still works unstyled rather than not at all).
 * @param href Stylesheet URL; '' resolves at once.
 */
export function loadStylesheet( href: string ): Promise< void > {
	if ( href === '' ) {
		return Promise.resolve();
	}
	const known = loading.get( href );
	if ( known ) {
		return known;
	}
	const promise = new Promise< void >( ( resolve ) => {
		const link = document.createElement( 'link' );
		link.rel = 'stylesheet';
		link.href = href;
		link.onload = () => resolve();
		link.onerror = () => resolve();
		document.head.appendChild( link );
	} );
	loading.set( href, promise );
	return promise;
}
