/**
 * Internal dependencies
 */
import {
	loadChunkScripts,
	loadCoreScript,
	resetCoreScriptsForTests,
} from './core-scripts';

type Probe = Window & { order?: string[] };

/**
 * jsdom runs inline scripts but fetches no files: play the browser, which runs a file, then
 * fires `load`.
 */
function runScriptsAsTheyAreInserted(): void {
	const append = HTMLHeadElement.prototype.appendChild;
	jest.spyOn( HTMLHeadElement.prototype, 'appendChild' ).mockImplementation(
		function ( this: HTMLHeadElement, node ) {
			const result = append.call( this, node );
			if ( node instanceof HTMLScriptElement && node.src ) {
				( window as Probe ).order?.push( node.id );
				setTimeout( () => node.onload?.( new Event( 'load' ) ), 0 );
			}
			return result as typeof node;
		}
	);
}

beforeEach( () => {
	resetCoreScriptsForTests();
	document.head.innerHTML = '';
	document.body.innerHTML = '';
	( window as Probe ).order = [];
	runScriptsAsTheyAreInserted();
	window.vitrineSettings = {
		coreScripts: {
			react: { src: '/react.js', deps: [] },
			'react-dom': { src: '/react-dom.js', deps: [ 'react' ] },
			'wp-element': {
				src: '/element.js',
				deps: [ 'react', 'react-dom' ],
				after: 'window.order.push( "element-after" );',
			},
			'wp-api-fetch': {
				src: '/api-fetch.js',
				deps: [],
				before: 'window.order.push( "api-fetch-before" );',
			},
		},
		chunkScripts: {
			12: [ 'wp-element' ],
			'contact-form': [ 'wp-api-fetch' ],
		},
	};
} );

afterEach( () => {
	jest.restoreAllMocks();
	delete window.vitrineSettings;
} );

const order = () => ( window as Probe ).order;

describe( 'loadCoreScript', () => {
	it( 'runs dependencies first, each once, then the inline script printed after it', async () => {
		await Promise.all( [
			loadCoreScript( 'wp-element' ),
			loadCoreScript( 'react' ),
		] );
		expect( order() ).toEqual( [
			'react-js',
			'react-dom-js',
			'wp-element-js',
			'element-after',
		] );
		await loadCoreScript( 'wp-element' );
		expect( order() ).toHaveLength( 4 );
	} );

	it( 'preloads each script so the downloads overlap', async () => {
		await loadCoreScript( 'wp-element' );
		const preloads = Array.from(
			document.querySelectorAll< HTMLLinkElement >(
				'link[rel="preload"][as="script"]'
			),
			( link ) => link.getAttribute( 'href' )
		);
		expect( preloads ).toEqual(
			expect.arrayContaining( [
				'/react.js',
				'/react-dom.js',
				'/element.js',
			] )
		);
	} );

	it( 'fetches the scripts at low priority, behind the page’s images and fonts', async () => {
		await loadCoreScript( 'wp-element' );
		const fetched = Array.from(
			document.head.querySelectorAll( 'script[src], link[rel="preload"]' )
		);
		expect( fetched ).toHaveLength( 6 );
		fetched.forEach( ( element ) =>
			expect( element ).toHaveAttribute( 'fetchpriority', 'low' )
		);
	} );

	it( 'leaves alone what WordPress printed into the page', async () => {
		document.body.innerHTML =
			'<script id="react-js"></script><script id="react-dom-js"></script>';
		await loadCoreScript( 'wp-element' );
		expect( order() ).toEqual( [ 'wp-element-js', 'element-after' ] );
	} );

	it( 'runs the inline script printed before a script in front of it', async () => {
		await loadCoreScript( 'wp-api-fetch' );
		expect( order() ).toEqual( [ 'api-fetch-before', 'wp-api-fetch-js' ] );
	} );

	it( 'counts a handle the settings do not describe as loaded', async () => {
		await expect( loadCoreScript( 'wp-unknown' ) ).resolves.toBeUndefined();
		expect( order() ).toEqual( [] );
	} );

	it( 'rejects when a script cannot be loaded', async () => {
		jest.restoreAllMocks();
		const append = HTMLHeadElement.prototype.appendChild;
		jest.spyOn(
			HTMLHeadElement.prototype,
			'appendChild'
		).mockImplementation( function ( this: HTMLHeadElement, node ) {
			const result = append.call( this, node );
			if ( node instanceof HTMLScriptElement && node.src ) {
				setTimeout( () => node.onerror?.( new Event( 'error' ) ), 0 );
			}
			return result as typeof node;
		} );
		await expect( loadCoreScript( 'react' ) ).rejects.toThrow(
			'could not load react'
		);
	} );
} );

describe( 'loadChunkScripts', () => {
	it( 'loads the core scripts the build says a chunk needs, and nothing for other chunks', async () => {
		await loadChunkScripts( 99 );
		expect( order() ).toEqual( [] );
		await loadChunkScripts( 12 );
		expect( order() ).toContain( 'wp-element-js' );
		expect( order() ).not.toContain( 'wp-api-fetch-js' );
	} );
} );
