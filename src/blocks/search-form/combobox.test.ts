/**
 * External dependencies
 */
import { fireEvent, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { attachSuggestions, type SuggestionFetcher } from './combobox';

const reply = ( ...titles: string[] ) =>
	titles.map( ( title, index ) => ( {
		id: index + 1,
		title,
		url: `http://example.test/${ index + 1 }/`,
		subtype: 'post',
	} ) );

let detach: () => void = () => {};
let fetcher: jest.Mock<
	ReturnType< SuggestionFetcher >,
	Parameters< SuggestionFetcher >
>;
const navigate = jest.fn();

const field = () =>
	screen.getByRole( 'combobox', { name: 'Search for:' } ) as HTMLInputElement;
const type = ( value: string ) =>
	fireEvent.input( field(), { target: { value } } );
const call = ( index: number ) => {
	const found = fetcher.mock.calls[ index ];
	if ( ! found ) {
		throw new Error( `No call ${ index }` );
	}
	return found;
};
const suggestions = () =>
	within( screen.getByRole( 'listbox' ) ).getAllByRole( 'option' );
const message = () =>
	document.querySelector( '.vitrine-search-form__message' ) as HTMLElement;
const flush = async () => {
	jest.advanceTimersByTime( 300 );
	await Promise.resolve();
	await Promise.resolve();
};

beforeEach( () => {
	jest.useFakeTimers();
	document.body.innerHTML = `
		<form role="search" action="/" method="get">
			<div class="bar">
				<label for="f">Search for:</label>
				<input type="search" id="f" name="s">
				<button type="submit">Search</button>
			</div>
			<select name="post_type"><option value="">Everything</option><option value="page">Page</option></select>
			<select name="category"><option value="">All</option><option value="kilns" data-term-id="7">Kilns</option></select>
		</form>`;
	fetcher = jest.fn<
		ReturnType< SuggestionFetcher >,
		Parameters< SuggestionFetcher >
	>( () => Promise.resolve( reply( 'Linen', 'Lime' ) ) );
	navigate.mockReset();
	detach = attachSuggestions(
		document.querySelector( 'form' ) as HTMLFormElement,
		{ minLength: 2, perPage: 6, fetcher, navigate }
	);
} );

afterEach( () => {
	detach();
	jest.useRealTimers();
} );

describe( 'search suggestions combobox', () => {
	it( 'makes the field a collapsed combobox controlling a listbox', () => {
		expect( field() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( field() ).toHaveAttribute( 'aria-autocomplete', 'list' );
		const list = document.getElementById(
			field().getAttribute( 'aria-controls' ) as string
		);
		expect( list ).toHaveAttribute( 'role', 'listbox' );
		expect( list ).not.toBeVisible();
	} );

	it( 'waits for two characters and debounces, asking once for the last term', async () => {
		type( 'l' );
		await flush();
		expect( fetcher ).not.toHaveBeenCalled();
		type( 'li' );
		type( 'lin' );
		await flush();
		expect( fetcher ).toHaveBeenCalledTimes( 1 );
		expect( call( 0 )[ 0 ] ).toBe( 'wp/v2/search' );
		expect( call( 0 )[ 1 ] ).toMatchObject( {
			search: 'lin',
			subtype: 'any',
		} );
		expect( field() ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( suggestions() ).toHaveLength( 2 );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'2 suggestions'
		);
	} );

	it( 'aborts a request the next term supersedes and ignores its reply', async () => {
		let resolveFirst: ( value: unknown ) => void = () => {};
		fetcher.mockImplementationOnce(
			() => new Promise( ( resolve ) => ( resolveFirst = resolve ) )
		);
		type( 'li' );
		await flush();
		const firstSignal = call( 0 )[ 2 ];
		type( 'lime' );
		await flush();
		expect( firstSignal.aborted ).toBe( true );
		resolveFirst( reply( 'Stale' ) );
		await flush();
		expect( suggestions().map( ( o ) => o.textContent ) ).toEqual( [
			'Linen',
			'Lime',
		] );
	} );

	it( 'moves with the arrows, points at the option and opens it with Enter', async () => {
		type( 'li' );
		await flush();
		fireEvent.keyDown( field(), { key: 'ArrowDown' } );
		fireEvent.keyDown( field(), { key: 'ArrowDown' } );
		const options = suggestions();
		expect( field() ).toHaveAttribute(
			'aria-activedescendant',
			options[ 1 ]?.id
		);
		expect( options[ 1 ] ).toHaveAttribute( 'aria-selected', 'true' );
		const enter = fireEvent.keyDown( field(), { key: 'Enter' } );
		expect( enter ).toBe( false ); // Default prevented: no form submission.
		expect( navigate ).toHaveBeenCalledWith( 'http://example.test/2/' );
	} );

	it( 'Escape closes the list first, then clears the field', async () => {
		type( 'li' );
		await flush();
		fireEvent.keyDown( field(), { key: 'Escape' } );
		expect( field() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( field() ).not.toHaveAttribute( 'aria-activedescendant' );
		expect( field().value ).toBe( 'li' );
		fireEvent.keyDown( field(), { key: 'Escape' } );
		expect( field().value ).toBe( '' );
	} );

	it( 'says so when nothing matched, and when the call failed', async () => {
		fetcher.mockResolvedValueOnce( [] );
		type( 'zz' );
		await flush();
		expect( message() ).toBeVisible();
		expect( message() ).toHaveTextContent( 'No results.' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'No results.'
		);
		fetcher.mockRejectedValueOnce( new Error( 'offline' ) );
		type( 'zzz' );
		await flush();
		expect( message() ).toHaveTextContent(
			/Suggestions could not be loaded/
		);
	} );

	it( 'sends the filters: the type as subtype, a category through the posts route', async () => {
		(
			document.querySelector(
				'select[name="post_type"]'
			) as HTMLSelectElement
		 ).value = 'page';
		type( 'li' );
		await flush();
		expect( call( 0 )[ 1 ] ).toMatchObject( {
			subtype: 'page',
		} );
		const category = document.querySelector(
			'select[name="category"]'
		) as HTMLSelectElement;
		category.value = 'kilns';
		fireEvent.change( category );
		await flush();
		expect( call( 1 )[ 0 ] ).toBe( 'wp/v2/posts' );
		expect( call( 1 )[ 1 ] ).toMatchObject( {
			categories: '7',
		} );
	} );

	it( 'a click on an option opens it', async () => {
		type( 'li' );
		await flush();
		fireEvent.click( suggestions()[ 0 ] as HTMLElement );
		expect( navigate ).toHaveBeenCalledWith( 'http://example.test/1/' );
	} );
} );
