/**
 * Fetches a page of this site as HTML (url-type popups show part of another page).
 */

/**
 * Internal dependencies
 */
import { errorFromResponse, offlineError, unknownError } from './errors';

export async function fetchPageHtml( url: string ): Promise< string > {
	if (
		new URL( url, window.location.href ).origin !== window.location.origin
	) {
		// Only this site's pages: a popup never shows a stranger's HTML.
		throw unknownError( 0 );
	}
	let response: Response;
	try {
		response = await fetch( url, { credentials: 'same-origin' } );
	} catch {
		throw offlineError();
	}
	if ( ! response.ok ) {
		throw await errorFromResponse( response );
	}
	return response.text();
}
