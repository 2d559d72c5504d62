/**
 * Internal dependencies
 */
import {
	externalLoader,
	externalOpeners,
	registerExternalWidget,
	resetExternalWidgetsForTests,
} from './external-widgets';

const behavior = {
	default: { parseProps: () => ( {} ), mount: () => undefined },
};
const loader = () => Promise.resolve( behavior );
const builtIns = new Set( [ 'like' ] );

afterEach( () => {
	resetExternalWidgetsForTests();
} );

describe( 'external widgets', () => {
	it( 'gives a registered widget its loader and opener', async () => {
		registerExternalWidget(
			'acme-counter',
			loader,
			{ opener: '.acme' },
			builtIns
		);

		expect( await externalLoader( 'acme-counter' ) ).toBe( loader );
		expect( externalOpeners() ).toEqual( { 'acme-counter': '.acme' } );
	} );

	it( 'refuses names Vitrine uses, names taken, invalid names and non-functions', async () => {
		const other = () => Promise.resolve( behavior );
		registerExternalWidget( 'like', loader, {}, builtIns );
		registerExternalWidget( 'acme-counter', loader, {}, builtIns );
		registerExternalWidget( 'acme-counter', other, {}, builtIns );
		registerExternalWidget( 'Acme Counter', loader, {}, builtIns );
		registerExternalWidget(
			'acme-broken',
			'nope' as unknown as typeof loader,
			{},
			builtIns
		);

		expect( console ).toHaveErrored();
		expect( await externalLoader( 'acme-counter' ) ).toBe( loader );
	} );

	it( 'lets a mount point wait for a script that registers its widget later', async () => {
		Object.defineProperty( document, 'readyState', {
			configurable: true,
			get: () => 'interactive',
		} );
		const waiting = externalLoader( 'acme-late' );
		registerExternalWidget( 'acme-late', loader, {}, builtIns );

		expect( await waiting ).toBe( loader );
	} );

	it( 'gives up on a name nobody registered once the page has loaded', async () => {
		Object.defineProperty( document, 'readyState', {
			configurable: true,
			get: () => 'interactive',
		} );
		const waiting = externalLoader( 'acme-missing' );
		window.dispatchEvent( new Event( 'load' ) );

		expect( await waiting ).toBeUndefined();
	} );
} );
