/**
 * Internal dependencies
 */
import { restFetch } from '../../runtime/rest';
import { RequestError } from '../../runtime/errors';
import { endCall, fetchResults, refreshLoop, startCall } from './refresh';

jest.mock( '../../runtime/rest', () => ( { restFetch: jest.fn() } ) );
const mockedFetch = restFetch as jest.MockedFunction< typeof restFetch >;

function grid(): HTMLElement {
	document.body.innerHTML =
		'<div data-vitrine-loop="journal"><div class="vitrine-loop-grid__results"><ul><li>Old</li></ul></div></div>';
	return document.querySelector( '[data-vitrine-loop]' ) as HTMLElement;
}

describe( 'refreshLoop', () => {
	afterEach( () => mockedFetch.mockReset() );

	it( 'sends the filters of the address and replaces the results', async () => {
		mockedFetch.mockResolvedValue( { data: '<ul><li>New</li></ul>' } );
		const container = grid();
		const done = await refreshLoop(
			container,
			'journal',
			12,
			'https://shop.test/widgets/?e-filter-journal-category=design~craft!news&e-filter-other-category=x'
		);
		expect( done ).toBe( 'updated' );
		expect( mockedFetch ).toHaveBeenCalledWith( 'vitrine/v1/refresh-loop', {
			method: 'POST',
			body: {
				post_id: 12,
				widget_id: 'journal',
				widget_filters: {
					taxonomy: {
						category: {
							terms: [ 'design', 'craft' ],
							logicalJoin: 'OR',
							exclude: [ 'news' ],
						},
					},
				},
				pagination_base_url:
					'https://shop.test/widgets/?e-filter-journal-category=design~craft!news&e-filter-other-category=x',
			},
			signal: expect.any( AbortSignal ),
		} );
		expect( container.textContent ).toBe( 'New' );
		expect( container.classList.contains( 'is-loading' ) ).toBe( false );
	} );

	it.each( [
		[
			'a 500',
			() => Promise.reject( new RequestError( 'boom', 'Boom', 500 ) ),
		],
		[
			'a network failure',
			() => Promise.reject( new TypeError( 'offline' ) ),
		],
		[ 'a reply without HTML', () => Promise.resolve( { nope: 1 } ) ],
	] )(
		'leaves the results unchanged after %s and drops the loading state',
		async ( _name, reply ) => {
			mockedFetch.mockImplementation( reply as never );
			const container = grid();
			const pending = refreshLoop(
				container,
				'journal',
				12,
				'https://shop.test/widgets/'
			);
			expect( container.classList.contains( 'is-loading' ) ).toBe( true );
			expect( await pending ).toBe( 'failed' );
			expect( container.textContent ).toBe( 'Old' );
			expect( container.classList.contains( 'is-loading' ) ).toBe(
				false
			);
			expect( container.hasAttribute( 'aria-busy' ) ).toBe( false );
		}
	);

	// Two refreshes of one grid, their replies held until the test sends them.
	function twoRefreshes() {
		const replies: Array< ( value: { data: string } ) => void > = [];
		const signals: AbortSignal[] = [];
		mockedFetch.mockImplementation( ( _path, options ) => {
			signals.push( options!.signal! );
			return new Promise( ( resolve ) =>
				replies.push( resolve as never )
			);
		} );
		const container = grid();
		const [ first, second ] = [ '?a', '?b' ].map( ( query ) =>
			refreshLoop(
				container,
				'journal',
				12,
				`https://shop.test/${ query }`
			)
		);
		return { container, first, second, replies, signals };
	}

	it( 'cancels a "load more" on its way, whose page belongs to the filters that were', async () => {
		mockedFetch.mockResolvedValue( { data: '<ul><li>Filtered</li></ul>' } );
		const container = grid();
		const loadMore = startCall( container );

		await refreshLoop( container, 'journal', 12, 'https://shop.test/w/' );

		expect( loadMore.signal.aborted ).toBe( true );
		expect( endCall( container, loadMore ) ).toBe( false );
		expect( container.textContent ).toBe( 'Filtered' );
	} );

	it( 'ends on the latest refresh when an earlier reply comes last', async () => {
		const { container, first, second, replies, signals } = twoRefreshes();
		expect( signals[ 0 ]!.aborted ).toBe( true );
		expect( signals[ 1 ]!.aborted ).toBe( false );

		replies[ 1 ]!( { data: '<ul><li>Second</li></ul>' } );
		expect( await second ).toBe( 'updated' );
		replies[ 0 ]!( { data: '<ul><li>First</li></ul>' } );
		expect( await first ).toBe( 'superseded' );
		expect( container.textContent ).toBe( 'Second' );
		expect( container.classList.contains( 'is-loading' ) ).toBe( false );
	} );

	it( 'keeps the loading state while a later refresh is still on its way', async () => {
		const { container, first, second, replies } = twoRefreshes();
		replies[ 0 ]!( { data: '<ul><li>First</li></ul>' } );
		expect( await first ).toBe( 'superseded' );
		expect( container.textContent ).toBe( 'Old' );
		expect( container.classList.contains( 'is-loading' ) ).toBe( true );
		replies[ 1 ]!( { data: '<ul><li>Second</li></ul>' } );
		expect( await second ).toBe( 'updated' );
		expect( container.textContent ).toBe( 'Second' );
	} );

	it( 'leaves the loading state to a refresh started while it mounted its results', async () => {
		let finishMount: () => void = () => {};
		window.vitrine = {
			mount: jest.fn(
				() =>
					new Promise< void >( ( resolve ) => {
						finishMount = resolve;
					} )
			),
		} as unknown as Window[ 'vitrine' ];
		const replies: Array< ( value: { data: string } ) => void > = [];
		mockedFetch.mockImplementation(
			() => new Promise( ( resolve ) => replies.push( resolve as never ) )
		);
		const container = grid();
		const first = refreshLoop(
			container,
			'journal',
			12,
			'https://shop.test/?a'
		);
		replies[ 0 ]!( { data: '<ul><li>First</li></ul>' } );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		const second = refreshLoop(
			container,
			'journal',
			12,
			'https://shop.test/?b'
		);
		finishMount();
		expect( await first ).toBe( 'updated' );
		expect( container.classList.contains( 'is-loading' ) ).toBe( true );
		replies[ 1 ]!( { data: '<ul><li>Second</li></ul>' } );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		finishMount();
		expect( await second ).toBe( 'updated' );
		expect( container.textContent ).toBe( 'Second' );
		expect( container.classList.contains( 'is-loading' ) ).toBe( false );
		delete window.vitrine;
	} );

	it( 'asks for a given page ("load more") and mounts widgets in the new results', async () => {
		mockedFetch.mockResolvedValue( { data: '<ul><li>Page 3</li></ul>' } );
		expect(
			await fetchResults(
				'journal',
				12,
				'https://shop.test/widgets/?e-filter-journal-category=design',
				3
			)
		).toBe( '<ul><li>Page 3</li></ul>' );
		expect( mockedFetch ).toHaveBeenCalledWith(
			'vitrine/v1/refresh-loop',
			expect.objectContaining( {
				body: expect.objectContaining( {
					page: 3,
					pagination_base_url:
						'https://shop.test/widgets/?e-filter-journal-category=design',
				} ),
			} )
		);

		const mount = jest.fn( () => Promise.resolve() );
		window.vitrine = { mount } as unknown as Window[ 'vitrine' ];
		const container = grid();
		await refreshLoop( container, 'journal', 12, 'https://shop.test/' );
		expect( mount ).toHaveBeenCalledWith(
			container.querySelector( '.vitrine-loop-grid__results' )
		);
		delete window.vitrine;
	} );
} );
