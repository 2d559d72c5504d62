/**
 * Chooses posts and pages by title for a popup's display conditions: a token field whose
 * suggestions come from core's search route (`/wp/v2/search`, every public post type), in
 * place of typing raw ids. The stored value is still the list of ids: their titles come in one
 * request (`include=`), and an id it does not return shows as deleted or unpublished (an error
 * token the editor can remove).
 */

/**
 * External dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { FormTokenField } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { tokenFor, idOfToken, lookedUp, type Found } from './post-tokens';

type Props = {
	label: string;
	help?: string;
	value: number[];
	onChange: ( ids: number[] ) => void;
};

const SEARCH = '/wp/v2/search?type=post&subtype=any&_fields=id,title,subtype';

/**
 * Fetches search results, `search` for suggestions or `include` for the stored ids' titles;
 * null when the request failed (the stored ids then still show as "#id", not as deleted).
 * @param query The query string after SEARCH.
 */
async function find( query: string ): Promise< Found[] | null > {
	try {
		return await apiFetch< Found[] >( { path: `${ SEARCH }&${ query }` } );
	} catch {
		return null;
	}
}

export function PostPicker( { label, help, value, onChange }: Props ) {
	// Every post seen (stored or suggested) by id, to show and parse tokens; null for a stored
	// id the lookup did not return.
	const [ known, setKnown ] = useState< Record< number, Found | null > >(
		{}
	);
	const [ suggestions, setSuggestions ] = useState< Found[] >( [] );
	const latest = useRef( '' );
	const remember = ( found: Record< number, Found | null > ) =>
		setKnown( ( before ) => ( { ...before, ...found } ) );

	// The stored ids' titles in one request, once per set of ids not looked up yet.
	const missing = value.filter( ( id ) => known[ id ] === undefined );
	const missingKey = missing.join( ',' );
	useEffect( () => {
		if ( missingKey ) {
			find( `include=${ missingKey }&per_page=${ missing.length }` ).then(
				( found ) => found && remember( lookedUp( missing, found ) )
			);
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- missingKey stands for missing.
	}, [ missingKey ] );

	const search = ( text: string ) => {
		latest.current = text;
		if ( text.trim().length < 2 ) {
			setSuggestions( [] );
			return;
		}
		find( `search=${ encodeURIComponent( text ) }&per_page=20` ).then(
			( found ) => {
				// An older, slower answer must not replace a newer one.
				if ( found && latest.current === text ) {
					remember( lookedUp( [], found ) );
					setSuggestions( found );
				}
			}
		);
	};

	const seen = Object.values( known ).filter(
		( post ): post is Found => !! post
	);
	const byToken = ( token: string ): number =>
		idOfToken( token, [ ...suggestions, ...seen ] );

	return (
		<FormTokenField
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			__experimentalExpandOnFocus
			label={ label }
			value={ value.map( ( id ) =>
				known[ id ] === null
					? {
							value: tokenFor( id, null ),
							status: 'error' as const,
							title: __(
								'This page was deleted or is not published: the popup cannot show on it.',
								'vitrine'
							),
						}
					: tokenFor( id, known[ id ] )
			) }
			suggestions={ suggestions.map( ( post ) =>
				tokenFor( post.id, post )
			) }
			onInputChange={ search }
			onChange={ ( tokens ) => {
				const ids = tokens
					.map( ( token ) =>
						byToken(
							typeof token === 'string' ? token : token.value
						)
					)
					.filter( ( id ) => id > 0 );
				onChange( [ ...new Set( ids ) ] );
			} }
			placeholder={ __( 'Type a title to search', 'vitrine' ) }
			__experimentalValidateInput={ ( token ) => byToken( token ) > 0 }
			messages={ {
				added: __( 'Page added.', 'vitrine' ),
				removed: __( 'Page removed.', 'vitrine' ),
				remove: __( 'Remove page', 'vitrine' ),
				__experimentalInvalid: __(
					'Choose a page from the suggestions.',
					'vitrine'
				),
			} }
			help={ help }
		/>
	);
}
