/**
 * The search form widget, without React: live suggestions on the field (./combobox), and the
 * expanding (./expanding) or fullscreen (./fullscreen, React only once opened) variants
 * enhancing the server's GET form, which works as is without JavaScript.
 */

/**
 * Internal dependencies
 */
import { defineBehavior } from '../../runtime/widget';
import { restFetch } from '../../runtime/rest';
import { attachSuggestions } from './combobox';
import { initExpandingSearch } from './expanding';
import { initFullscreenSearch } from './fullscreen';

export type SearchVariant = 'classic' | 'expanding' | 'fullscreen';

export interface SearchFormProps {
	variant: SearchVariant;
	panelId: string;
	label: string;
	suggestions: boolean;
	minLength: number;
	perPage: number;
}

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null;

export function parseSearchFormProps( raw: unknown ): SearchFormProps | null {
	if ( ! isRecord( raw ) || typeof raw.panelId !== 'string' ) {
		return null;
	}
	const variant: SearchVariant =
		raw.variant === 'expanding' || raw.variant === 'fullscreen'
			? raw.variant
			: 'classic';
	const int = ( value: unknown, fallback: number ) =>
		Number.isInteger( value ) && ( value as number ) > 0
			? ( value as number )
			: fallback;
	return {
		variant,
		panelId: raw.panelId,
		label: typeof raw.label === 'string' ? raw.label : '',
		suggestions: raw.suggestions !== false,
		minLength: int( raw.minLength, 2 ),
		perPage: int( raw.perPage, 6 ),
	};
}

/**
 * Enhances the mount point. Returns a function that undoes it.
 * @param element The mount point.
 * @param props   The widget's props.
 */
export function mountSearchForm(
	element: HTMLElement,
	props: SearchFormProps
): () => void {
	const cleanups: Array< () => void > = [];
	const form = element.querySelector( 'form' );
	if ( form && props.suggestions ) {
		cleanups.push(
			attachSuggestions( form, {
				minLength: props.minLength,
				perPage: props.perPage,
				fetcher: ( route, query, signal ) =>
					restFetch( route, { query, signal } ),
			} )
		);
	}
	const toggle = element.querySelector< HTMLElement >(
		'[data-vitrine-search-toggle]'
	);
	const panel = element.querySelector< HTMLElement >(
		'[data-vitrine-search-panel]'
	);
	if ( toggle && panel && props.variant === 'expanding' ) {
		cleanups.push( initExpandingSearch( toggle, panel ) );
	} else if ( toggle && panel && props.variant === 'fullscreen' ) {
		cleanups.push( initFullscreenSearch( toggle, panel, props.label ) );
	}
	return () => cleanups.reverse().forEach( ( undo ) => undo() );
}

export default defineBehavior( {
	parseProps: parseSearchFormProps,
	mount: mountSearchForm,
} );
