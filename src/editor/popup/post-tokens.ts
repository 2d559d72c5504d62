/**
 * How the post picker shows a post as a token ("About us (#12)") and reads one back: pure
 * helpers, tested without a browser.
 */

/**
 * External dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/** One result of `/wp/v2/search` (`_fields=id,title,subtype`). */
export type Found = { id: number; title: string; subtype?: string };

/**
 * The search route's titles are HTML ("Caf&eacute; &#038; bar"): the token shows the text.
 * @param html A rendered title.
 */
export function decodeTitle( html: string ): string {
	const area = document.createElement( 'textarea' );
	area.innerHTML = html;
	return area.value.trim();
}

/**
 * A post's token: its title and id (titles repeat; ids do not), "#id" while the title is
 * still loading, or "Deleted or draft (#id)" once the lookup found nothing (`null`:
 * core's search answers published posts of the public types only).
 * @param id   Post id.
 * @param post The post when known, `null` when looked up and not found.
 */
export function tokenFor( id: number, post?: Found | null ): string {
	if ( post === null ) {
		return sprintf(
			/* translators: %d: post id. */
			__( 'Deleted or draft (#%d)', 'vitrine' ),
			id
		);
	}
	const title = post ? decodeTitle( post.title ) : '';
	return title ? `${ title } (#${ id })` : `#${ id }`;
}

/**
 * What the lookup of stored ids tells of each: the post found, or `null` for an id it did not
 * return (deleted, unpublished, or of a type the search does not cover).
 * @param ids   The ids asked for.
 * @param found The lookup's answer.
 */
export function lookedUp(
	ids: number[],
	found: Found[]
): Record< number, Found | null > {
	const byId: Record< number, Found | null > = {};
	ids.forEach( ( id ) => ( byId[ id ] = null ) );
	found.forEach( ( post ) => ( byId[ post.id ] = post ) );
	return byId;
}

/**
 * The id a token stands for: the "(#id)" it ends with, a bare "#id" or "id", or else the one
 * post among those seen with exactly that title; 0 for none.
 * @param token A token as typed or chosen.
 * @param seen  Posts seen so far.
 */
export function idOfToken( token: string, seen: Found[] ): number {
	const text = token.trim();
	const tagged = /\(#(\d+)\)$/.exec( text ) ?? /^#?(\d+)$/.exec( text );
	if ( tagged?.[ 1 ] ) {
		return Number.parseInt( tagged[ 1 ], 10 );
	}
	const matches = new Set(
		seen
			.filter(
				( post ) =>
					decodeTitle( post.title ).toLowerCase() ===
					text.toLowerCase()
			)
			.map( ( post ) => post.id )
	);
	return matches.size === 1 ? ( [ ...matches ][ 0 ] ?? 0 ) : 0;
}
