/**
 * Live suggestions on a search field, as an ARIA 1.2 combobox: the field owns a listbox of
 * results (`aria-expanded`, `aria-controls`, `aria-activedescendant`), arrows move through
 * them, Enter opens the chosen one, Escape closes the list. Typing asks core's REST search
 * (debounced; a request the next keystroke supersedes is aborted); a polite live region
 * says how many results there are, and a visible line says when none or when the call failed.
 * The state lives in the pure reducer of `lib/search-suggestions`; this file only draws it.
 */

/**
 * Internal dependencies
 */
import { debounce } from '../../lib/debounce';
import {
	initialSuggestionState,
	parseSuggestions,
	suggestionReducer,
	suggestionRequest,
	type SearchFilters,
	type SuggestionAction,
	type SuggestionState,
} from '../../lib/search-suggestions';
import { __, _n, sprintf } from '../../runtime/i18n';

/** Reads the suggestions of a term; rejects on failure (an abort included). */
export type SuggestionFetcher = (
	route: string,
	query: Record< string, string >,
	signal: AbortSignal
) => Promise< unknown >;

export interface ComboboxOptions {
	minLength: number;
	perPage: number;
	fetcher: SuggestionFetcher;
	/** Quiet time before asking, in ms. */
	wait?: number;
	/** Opens a chosen suggestion (a page load by default; tests replace it). */
	navigate?: ( url: string ) => void;
}

/**
 * The form's filters: the chosen type, and the chosen category's term id (the select's
 * values are slugs for the results page's URL; the REST route wants ids).
 * @param form The search form.
 */
function readFilters( form: HTMLFormElement ): SearchFilters {
	const type = form.querySelector< HTMLSelectElement >(
		'select[name="post_type"]'
	);
	const category = form.querySelector< HTMLSelectElement >(
		'select[name="category"]'
	);
	return {
		postType: type?.value ?? '',
		category: category?.selectedOptions[ 0 ]?.dataset.termId ?? '',
	};
}

/**
 * Attaches suggestions to a form's search field. Returns a function that removes them.
 * @param form    The search form (holding `input[name="s"]`).
 * @param options Minimum length, page size and the REST reader.
 */
export function attachSuggestions(
	form: HTMLFormElement,
	options: ComboboxOptions
): () => void {
	const input = form.querySelector< HTMLInputElement >( 'input[name="s"]' );
	if ( ! input ) {
		return () => undefined;
	}
	const host = input.parentElement ?? form;
	const listId = `${ input.id || 'vitrine-search' }-suggestions`;
	const navigate =
		options.navigate ??
		( ( url: string ) => window.location.assign( url ) );

	const list = document.createElement( 'ul' );
	list.id = listId;
	list.className = 'vitrine-search-form__suggestions';
	list.setAttribute( 'role', 'listbox' );
	list.setAttribute( 'aria-label', __( 'Suggestions', 'vitrine' ) );
	list.hidden = true;
	const message = document.createElement( 'p' );
	message.className = 'vitrine-search-form__message';
	message.hidden = true;
	const live = document.createElement( 'p' );
	live.className = 'screen-reader-text';
	live.setAttribute( 'role', 'status' );
	host.append( list, message, live );

	input.setAttribute( 'role', 'combobox' );
	input.setAttribute( 'aria-autocomplete', 'list' );
	input.setAttribute( 'aria-expanded', 'false' );
	input.setAttribute( 'aria-controls', listId );
	input.setAttribute( 'autocomplete', 'off' );

	let state: SuggestionState = initialSuggestionState;
	let controller: AbortController | null = null;

	const optionId = ( index: number ) => `${ listId }-${ index }`;

	const draw = ( previous: SuggestionState ) => {
		const showList = state.open && state.items.length > 0;
		if ( state.items !== previous.items ) {
			list.replaceChildren(
				...state.items.map( ( item, index ) => {
					const option = document.createElement( 'li' );
					option.id = optionId( index );
					option.className = 'vitrine-search-form__option';
					option.setAttribute( 'role', 'option' );
					option.dataset.url = item.url;
					option.textContent = item.title;
					return option;
				} )
			);
		}
		Array.from( list.children ).forEach( ( option, index ) =>
			option.setAttribute(
				'aria-selected',
				String( index === state.active )
			)
		);
		list.hidden = ! showList;
		input.setAttribute( 'aria-expanded', String( showList ) );
		if ( state.active >= 0 && showList ) {
			input.setAttribute(
				'aria-activedescendant',
				optionId( state.active )
			);
			list.children[ state.active ]?.scrollIntoView?.( {
				block: 'nearest',
			} );
		} else {
			input.removeAttribute( 'aria-activedescendant' );
		}

		let visible = '';
		if ( state.open && state.status === 'error' ) {
			visible = __(
				'Suggestions could not be loaded. Press Enter to search.',
				'vitrine'
			);
		} else if (
			state.open &&
			state.status === 'ready' &&
			! state.items.length
		) {
			visible = __( 'No results.', 'vitrine' );
		}
		message.textContent = visible;
		message.hidden = visible === '';

		// Announce each new reply once (not every arrow press).
		if (
			state.status !== previous.status ||
			state.items !== previous.items
		) {
			if ( state.status === 'ready' && state.items.length ) {
				live.textContent = sprintf(
					/* translators: %d: number of suggestions. */
					_n(
						'%d suggestion. Use the up and down arrows to choose.',
						'%d suggestions. Use the up and down arrows to choose.',
						state.items.length,
						'vitrine'
					),
					state.items.length
				);
			} else if ( state.status === 'ready' || state.status === 'error' ) {
				live.textContent = visible;
			} else if ( state.status === 'idle' ) {
				live.textContent = '';
			}
		}
	};

	const dispatch = ( action: SuggestionAction ) => {
		const previous = state;
		state = suggestionReducer( state, action );
		if ( state !== previous ) {
			draw( previous );
		}
	};

	const load = debounce( ( term: string ) => {
		controller?.abort();
		const current = new AbortController();
		controller = current;
		const { route, query } = suggestionRequest(
			term,
			readFilters( form ),
			options.perPage
		);
		options.fetcher( route, query, current.signal ).then(
			( reply ) => {
				if ( ! current.signal.aborted ) {
					dispatch( {
						type: 'results',
						query: term,
						items: parseSuggestions( reply ),
					} );
				}
			},
			() => {
				if ( ! current.signal.aborted ) {
					dispatch( { type: 'error', query: term } );
				}
			}
		);
	}, options.wait ?? 250 );

	const onInput = () => {
		const before = state;
		dispatch( {
			type: 'input',
			value: input.value,
			minLength: options.minLength,
		} );
		if ( state.status === 'loading' && state !== before ) {
			load( state.query );
		} else if ( state.status === 'idle' ) {
			load.cancel();
			controller?.abort();
		}
	};

	const onFilterChange = ( event: Event ) => {
		if ( event.target instanceof HTMLSelectElement ) {
			state = { ...initialSuggestionState, items: state.items };
			onInput();
		}
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) {
			event.preventDefault();
			dispatch( {
				type: 'move',
				delta: event.key === 'ArrowDown' ? 1 : -1,
			} );
		} else if ( event.key === 'Enter' && state.open && state.active >= 0 ) {
			const chosen = state.items[ state.active ];
			if ( chosen ) {
				event.preventDefault();
				navigate( chosen.url );
			}
		} else if (
			event.key === 'Escape' &&
			( state.open || input.value !== '' )
		) {
			if ( state.open ) {
				// The list closes first; a second Escape may close what holds the form.
				event.stopPropagation();
				dispatch( { type: 'close' } );
			} else {
				input.value = '';
				onInput();
			}
			event.preventDefault();
		}
	};

	// A pointer picks an option without taking the focus from the field.
	const onListDown = ( event: MouseEvent ) => event.preventDefault();
	const onListClick = ( event: MouseEvent ) => {
		const option =
			event.target instanceof Element
				? event.target.closest< HTMLElement >( '[role="option"]' )
				: null;
		if ( option?.dataset.url ) {
			navigate( option.dataset.url );
		}
	};
	const onFocusOut = ( event: FocusEvent ) => {
		const next = event.relatedTarget as Node | null;
		if ( ! next || ! host.contains( next ) ) {
			dispatch( { type: 'close' } );
		}
	};

	input.addEventListener( 'input', onInput );
	input.addEventListener( 'keydown', onKeyDown );
	input.addEventListener( 'focusout', onFocusOut );
	form.addEventListener( 'change', onFilterChange );
	list.addEventListener( 'mousedown', onListDown );
	list.addEventListener( 'click', onListClick );

	return () => {
		load.cancel();
		controller?.abort();
		input.removeEventListener( 'input', onInput );
		input.removeEventListener( 'keydown', onKeyDown );
		input.removeEventListener( 'focusout', onFocusOut );
		form.removeEventListener( 'change', onFilterChange );
		[
			'role',
			'aria-autocomplete',
			'aria-expanded',
			'aria-controls',
			'aria-activedescendant',
			'autocomplete',
		].forEach( ( name ) => input.removeAttribute( name ) );
		list.remove();
		message.remove();
		live.remove();
	};
}
