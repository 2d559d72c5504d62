/**
 * The attribution script in a page: when it records the visit, and how consent steers it.
 * sourcebuster runs for real and writes jsdom's cookies.
 */

/**
 * Internal dependencies
 */
import { SBJS_COOKIES } from '../lib/attribution';

type Api = { setConsent: ( allow: boolean ) => void };

const sbjsCookies = (): string[] =>
	document.cookie
		.split( /;\s*/ )
		.filter( ( pair ) => pair.startsWith( 'sbjs_' ) )
		.map( ( pair ) => pair.split( '=' )[ 0 ]! );

function clearCookies(): void {
	for ( const name of SBJS_COOKIES ) {
		document.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
	}
}

/** Loads the script afresh, as a new page would, with these settings. */
function loadScript(
	settings: Record< string, unknown > = {},
	queued?: Array< [ 'setConsent', boolean ] >
): Api {
	window.vitrineAttributionSettings = settings;
	window.vitrineOrderAttribution = queued;
	jest.isolateModules( () => {
		require( './index' );
	} );
	return window.vitrineOrderAttribution as unknown as Api;
}

const leavePage = (): void => {
	window.dispatchEvent( new Event( 'pagehide' ) );
};

beforeEach( () => {
	jest.useFakeTimers();
	clearCookies();
	document.body.innerHTML = '';
} );

afterEach( () => {
	jest.useRealTimers();
	jest.restoreAllMocks();
} );

describe( 'order attribution in the page', () => {
	it( 'writes nothing while the page is read, and records the visit when the visitor leaves', () => {
		loadScript();
		jest.advanceTimersByTime( 5000 );
		expect( sbjsCookies() ).toEqual( [] );

		leavePage();

		expect( sbjsCookies() ).toContain( 'sbjs_current' );
	} );

	it( 'records the visit when the page is hidden (a phone switching apps)', () => {
		loadScript();
		jest.spyOn( document, 'visibilityState', 'get' ).mockReturnValue(
			'hidden'
		);
		document.dispatchEvent( new Event( 'visibilitychange' ) );

		expect( sbjsCookies() ).toContain( 'sbjs_current' );
	} );

	it( 'fills the checkout’s inputs once the page has loaded', () => {
		document.body.innerHTML =
			'<form><input type="hidden" name="wc_order_attribution_source_type"></form>';
		loadScript();
		const input = document.querySelector( 'input' )!;
		expect( input.value ).toBe( '' );

		jest.advanceTimersByTime( 1000 );

		expect( input.value ).toBe( 'typein' );
	} );

	it( 'fills utm_id and WooCommerce’s three campaign fields from the landing address', () => {
		window.history.pushState(
			{},
			'',
			'/?utm_source=news&utm_medium=email&utm_id=42&utm_source_platform=ads&utm_creative_format=video&utm_marketing_tactic=remarketing'
		);
		const names = [
			'source_type',
			'utm_source',
			'utm_id',
			'utm_source_platform',
			'utm_creative_format',
			'utm_marketing_tactic',
		];
		document.body.innerHTML = `<form>${ names
			.map(
				( name ) =>
					`<input type="hidden" name="wc_order_attribution_${ name }">`
			)
			.join( '' ) }</form>`;
		loadScript();
		jest.advanceTimersByTime( 1000 );
		window.history.pushState( {}, '', '/' );

		const values = Object.fromEntries(
			[ ...document.querySelectorAll( 'input' ) ].map( ( input ) => [
				input.name.replace( 'wc_order_attribution_', '' ),
				input.value,
			] )
		);
		expect( values ).toEqual( {
			source_type: 'utm',
			utm_source: 'news',
			utm_id: '42',
			utm_source_platform: 'ads',
			utm_creative_format: 'video',
			utm_marketing_tactic: 'remarketing',
		} );
	} );

	it( 'records nothing without consent, and expires what an earlier page stored', () => {
		document.cookie = 'sbjs_current=typ%3Dutm; path=/';
		loadScript( { allowed: false } );
		leavePage();

		expect( sbjsCookies() ).toEqual( [] );
	} );

	it( 'takes a consent queued before it loaded, and one given later', () => {
		loadScript( { allowed: false }, [ [ 'setConsent', true ] ] );
		leavePage();
		expect( sbjsCookies() ).toContain( 'sbjs_current' );

		clearCookies();
		const api = loadScript( { allowed: false } );
		api.setConsent( true );
		leavePage();
		expect( sbjsCookies() ).toContain( 'sbjs_current' );
	} );

	it( 'forgets the visit at once when consent is withdrawn', () => {
		document.body.innerHTML =
			'<form><input type="hidden" name="wc_order_attribution_source_type"></form>';
		const api = loadScript();
		jest.advanceTimersByTime( 1000 );
		expect( sbjsCookies() ).toContain( 'sbjs_current' );

		api.setConsent( false );

		expect( sbjsCookies() ).toEqual( [] );
		expect( document.querySelector( 'input' )!.value ).toBe( '' );
	} );

	it( 'records nothing when tracking is off in the shop’s settings', () => {
		const api = loadScript( { enabled: false } );
		api.setConsent( true );
		leavePage();

		expect( sbjsCookies() ).toEqual( [] );
	} );
} );
