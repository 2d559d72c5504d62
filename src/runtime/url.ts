/**
 * Joins the REST root (`…/wp-json/` or `…/?rest_route=/` without pretty permalinks) and a
 * route, and appends query arguments with the right separator.
 * @param root
 * @param route
 * @param query
 */
export function restUrl(
	root: string,
	route: string,
	query: Record< string, string > = {}
): string {
	const url = root + route.replace( /^\//, '' );
	const search = new URLSearchParams( query ).toString();
	if ( ! search ) {
		return url;
	}
	return url + ( url.includes( '?' ) ? '&' : '?' ) + search;
}
