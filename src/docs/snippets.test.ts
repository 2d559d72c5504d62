/**
 * The docs' JavaScript runs: each `js` block of docs/*.md is executed here against stand-ins
 * of what the page gives it (`window.vitrine`, `document.currentScript`, `wp.hooks`), and does
 * what the text around it says. PHP blocks are run by tests/php/Docs/SnippetsTest.php; the
 * few blocks that only illustrate are marked and listed below.
 */

/**
 * External dependencies
 */
import { createHooks } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { snippets, type Snippet } from './snippets';

const all = snippets();
const js = all.filter( ( snippet ) => snippet.lang === 'js' );

/**
 * Runs a snippet as a function body: `export default` becomes its return value, `import()` a
 * call of `load` (a function body cannot import).
 * @param snippet
 * @param scope   Names the snippet reads, and their values.
 */
function run( snippet: Snippet, scope: Record< string, unknown > ): unknown {
	const body = snippet.code
		.replace( /^export default /m, 'return ' )
		.replace( /\bimport\(/g, 'load(' );

	return new Function( ...Object.keys( scope ), body )(
		...Object.values( scope )
	);
}

const find = ( marker: string ): Snippet => {
	const found = js.filter( ( snippet ) => snippet.code.includes( marker ) );
	expect( found ).toHaveLength( 1 );
	return found[ 0 ] as Snippet;
};

test( 'every code block is run by a test or marked illustrative, and those are few', () => {
	const ran = new Set( [ 'js', 'php', 'text' ] );
	const unrun = all.filter(
		( snippet ) => ! ran.has( snippet.lang ) && ! snippet.illustrative
	);
	expect( unrun.map( ( s ) => `${ s.page }:${ s.line }` ) ).toEqual( [] );
	expect(
		all
			.filter( ( snippet ) => snippet.illustrative )
			.map( ( snippet ) => `${ snippet.page } ${ snippet.lang }` )
	).toEqual( [
		'architecture.md html',
		'releasing.md sh',
		'testing.md sh',
		'web-nodes.md nginx',
	] );
	// Each `js` block is one of the cases below.
	expect( js ).toHaveLength( 4 );
} );

test( 'extending.md: the widget registers a loader that imports its code beside the script, after the script has run', async () => {
	const registerWidget = jest.fn();
	const load = jest.fn( async () => ( {} ) );
	const script = document.createElement( 'script' );
	script.src = 'https://shop.test/wp-content/plugins/acme/widget/register.js';
	let current: HTMLScriptElement | null = script;
	const spy = jest
		.spyOn( document, 'currentScript', 'get' )
		.mockImplementation( () => current );
	run( find( 'registerWidget(' ), {
		window: { vitrine: { registerWidget }, location: window.location },
		load,
	} );
	// The lazy loader runs later, when `document.currentScript` is null.
	current = null;
	expect( registerWidget ).toHaveBeenCalledWith(
		'acme-counter',
		expect.any( Function ),
		{ opener: '.acme-counter__button' }
	);
	await registerWidget.mock.calls[ 0 ][ 1 ]();
	expect( load ).toHaveBeenCalledWith(
		'https://shop.test/wp-content/plugins/acme/widget/counter.js'
	);
	spy.mockRestore();
} );

test( 'extending.md: the widget module refuses props it cannot use and mounts', () => {
	const widget = run( find( 'parseProps' ), {} ) as {
		parseProps: ( raw: unknown ) => unknown;
		mount: ( element: Element, props: unknown ) => unknown;
	};
	expect( widget.parseProps( { start: 3 } ) ).toEqual( { start: 3 } );
	expect( widget.parseProps( { start: '3' } ) ).toBeNull();
	expect( () =>
		widget.mount( document.createElement( 'div' ), { start: 3 } )
	).not.toThrow();
} );

test( 'extending.md: the props filter changes the countdown’s props only', () => {
	const hooks = createHooks();
	run( find( 'vitrine.widgetProps' ), { wp: { hooks } } );
	const element = document.createElement( 'div' );
	expect(
		hooks.applyFilters(
			'vitrine.widgetProps',
			{ a: 1 },
			'countdown',
			element
		)
	).toEqual( { a: 1, label: 'Soon' } );
	expect(
		hooks.applyFilters( 'vitrine.widgetProps', { a: 1 }, 'tabs', element )
	).toEqual( { a: 1 } );
} );

test( 'extending.md: a page script hears the cart event', () => {
	const log = jest.fn();
	run( find( 'vitrine:cart-added' ), { console: { log } } );
	document.body.dispatchEvent(
		new CustomEvent( 'vitrine:cart-added', {
			bubbles: true,
			detail: {
				productId: 5,
				quantity: 1,
				cart: { count: 2, items: [] },
			},
		} )
	);
	expect( log ).toHaveBeenCalledWith( 'cart now holds', 2 );
} );
