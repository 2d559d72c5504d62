/**
 * External dependencies
 */
import { waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { holdFirstClick, mountOnIntent, mountWidgets } from './mount';
import { renderLikeABrowser } from './test-utils';
import { afterFirstPaint, yieldToMain } from './yield';

jest.mock( './yield', () => ( {
	...jest.requireActual( './yield' ),
	afterFirstPaint: jest.fn( () => Promise.resolve() ),
	yieldToMain: jest.fn( () => Promise.resolve() ),
} ) );

const mockLoaded: string[] = [];
const mockEffects: string[] = [];
const mockOpened: string[] = [];

jest.mock( './registry', () => ( {
	widgetOpeners: { opener: '.opens', reached: '.reach' },
	widgetsOnInteraction: { reached: () => true },
	// Has nothing to show unless its props name a list.
	widgetsWithNothingToShow: {
		hollow: ( element: HTMLElement ) =>
			element.dataset.vitrineProps === '{}',
	},
	widgetLoaders: {
		hollow: async () => {
			mockLoaded.push( 'hollow' );
			return {
				default: {
					parseProps: () => ( {} ),
					Component: () => <p>A list</p>,
				},
			};
		},
		// Mounts when the visitor reaches for it; its button says so.
		reached: async () => {
			mockLoaded.push( 'reached' );
			return {
				default: {
					parseProps: () => ( {} ),
					Component: () => (
						<button
							className="reach"
							onClick={ () => mockOpened.push( 'widget' ) }
						>
							Widget
						</button>
					),
				},
			};
		},
		// Takes over the `.opens` links next to it, as the quick view does its list's buttons.
		opener: async () => {
			mockLoaded.push( 'opener' );
			return {
				default: {
					parseProps: () => ( {} ),
					mount: ( element: HTMLElement ) =>
						element.parentElement?.addEventListener(
							'click',
							( event: Event ) => {
								event.preventDefault();
								mockOpened.push(
									( event.target as Element ).textContent ??
										''
								);
							}
						),
				},
			};
		},
		greeting: async () => {
			mockLoaded.push( 'greeting' );
			return {
				default: {
					parseProps: ( raw: unknown ) =>
						typeof ( raw as { name?: unknown } ).name === 'string'
							? { name: ( raw as { name: string } ).name }
							: null,
					Component: ( { name }: { name: string } ) => (
						<p>Hello { name }</p>
					),
				},
			};
		},
		armed: async () => {
			const { useEffect } = require( '@wordpress/element' );
			return {
				default: {
					parseProps: () => ( {} ),
					Component: () => {
						useEffect( () => {
							mockEffects.push( 'armed' );
						}, [] );
						return <p>Armed</p>;
					},
				},
			};
		},
		broken: async () => {
			mockLoaded.push( 'broken' );
			throw new Error( 'ChunkLoadError' );
		},
		throwing: async () => {
			mockLoaded.push( 'throwing' );
			return {
				default: {
					parseProps: () => ( {} ),
					Component: () => {
						throw new Error( 'render failed' );
					},
				},
			};
		},
		unused: async () => {
			mockLoaded.push( 'unused' );
			throw new Error( 'should never load' );
		},
	},
} ) );

const mountPoint = ( name: string, props: string, fallback = 'fallback' ) =>
	`<div data-vitrine-widget="${ name }" data-vitrine-props='${ props }'>${ fallback }</div>`;

beforeEach( () => {
	mockLoaded.length = 0;
	mockOpened.length = 0;
} );

afterEach( () => {
	document.body.innerHTML = '';
} );

renderLikeABrowser();

const mount = ( root?: ParentNode ) => mountWidgets( root );

describe( 'mountWidgets', () => {
	it( 'reveals the server’s empty state instead of loading a widget that has nothing to show', async () => {
		const hollow = `<p data-vitrine-loading>Loading…</p><div data-vitrine-empty hidden>Nothing yet</div>`;
		document.body.innerHTML =
			mountPoint( 'hollow', '{}', hollow ) +
			mountPoint( 'hollow', '{"token":"A"}', hollow );
		await mount();
		const [ empty, shared ] = Array.from(
			document.querySelectorAll< HTMLElement >( '[data-vitrine-widget]' )
		);
		expect( empty ).toHaveAttribute( 'data-vitrine-state', 'empty' );
		expect( empty ).toHaveTextContent( /^Nothing yet$/ );
		expect( empty!.querySelector( '[data-vitrine-empty]' ) ).toBeVisible();
		// The other has something to show: it loads once, and the empty one never does.
		await waitFor( () =>
			expect( shared ).toHaveAttribute( 'data-vitrine-state', 'mounted' )
		);
		expect( shared ).toHaveTextContent( 'A list' );
		expect( mockLoaded ).toEqual( [ 'hollow' ] );
	} );

	it( 'loads only the chunks of the widgets on the page and mounts them', async () => {
		document.body.innerHTML = mountPoint( 'greeting', '{"name":"Ada"}' );
		await mount();
		await waitFor( () =>
			expect( document.body ).toHaveTextContent( 'Hello Ada' )
		);
		expect( mockLoaded ).toEqual( [ 'greeting' ] );
		expect(
			document.querySelector( '[data-vitrine-widget]' )
		).toHaveAttribute( 'data-vitrine-state', 'mounted' );
	} );

	it( 'mounts each element once, even when called again', async () => {
		document.body.innerHTML = mountPoint( 'greeting', '{"name":"Ada"}' );
		await mount();
		await mount();
		expect( mockLoaded ).toEqual( [ 'greeting' ] );
	} );

	it.each( [
		[ 'an unknown widget', mountPoint( 'nope', '{}' ) ],
		[ 'malformed props JSON', mountPoint( 'greeting', '{oops' ) ],
		[ 'props the widget refuses', mountPoint( 'greeting', '{"name":4}' ) ],
		[ 'a chunk that fails to load', mountPoint( 'broken', '{}' ) ],
	] )( 'keeps the fallback markup for %s', async ( _label, html ) => {
		document.body.innerHTML = html;
		await mount();
		const element = document.querySelector( '[data-vitrine-widget]' );
		expect( element ).toHaveTextContent( 'fallback' );
		expect( element ).toHaveAttribute( 'data-vitrine-state', 'failed' );
		expect( console ).toHaveErrored();
	} );

	it( 'puts the fallback back when a widget throws while rendering', async () => {
		document.body.innerHTML = mountPoint(
			'throwing',
			'{}',
			'<b>server markup</b>'
		);
		await mount();
		await waitFor( () =>
			expect(
				document.querySelector( '.vitrine-widget__fallback' )
			).toContainHTML( '<b>server markup</b>' )
		);
		expect( console ).toHaveErrored();
	} );

	it( 'has rendered a React widget and run its effects when it says "mounted"', async () => {
		document.body.innerHTML = mountPoint( 'armed', '{}' ).replace(
			'<div ',
			'<div data-vitrine-load="eager" '
		);
		await mountWidgets();
		const element = document.querySelector( '[data-vitrine-widget]' );
		expect( element ).toHaveAttribute( 'data-vitrine-state', 'mounted' );
		expect( element ).toHaveTextContent( 'Armed' );
		expect( mockEffects ).toEqual( [ 'armed' ] );
	} );

	it( 'gives the browser a turn before it renders each widget', async () => {
		let release: () => void = () => undefined;
		jest.mocked( yieldToMain ).mockImplementationOnce(
			() => new Promise( ( resolve ) => ( release = resolve ) )
		);
		document.body.innerHTML = mountPoint( 'armed', '{}' ).replace(
			'<div ',
			'<div data-vitrine-load="eager" '
		);
		const mounted = mountWidgets();
		const element = document.querySelector( '[data-vitrine-widget]' );
		await waitFor( () => expect( yieldToMain ).toHaveBeenCalled() );
		expect( element ).toHaveAttribute( 'data-vitrine-state', 'loading' );
		expect( element ).toHaveTextContent( 'fallback' );
		release();
		await mounted;
		expect( element ).toHaveAttribute( 'data-vitrine-state', 'mounted' );
		expect( element ).toHaveTextContent( 'Armed' );
	} );

	it( 'requests no widget code, not even an eager widget’s, before the first frame is on screen', async () => {
		let painted: () => void = () => undefined;
		jest.mocked( afterFirstPaint ).mockImplementationOnce(
			() => new Promise( ( resolve ) => ( painted = resolve ) )
		);
		document.body.innerHTML = mountPoint(
			'greeting',
			'{"name":"Ada"}'
		).replace( '<div ', '<div data-vitrine-load="eager" ' );
		const mounted = mountWidgets();
		await waitFor( () => expect( afterFirstPaint ).toHaveBeenCalled() );
		await yieldToMain();
		expect( mockLoaded ).toEqual( [] );
		painted();
		await mounted;
		expect( mockLoaded ).toEqual( [ 'greeting' ] );
		expect( document.body ).toHaveTextContent( 'Hello Ada' );
	} );

	it( 'mounts widgets inside markup added later', async () => {
		const fragment = document.createElement( 'section' );
		fragment.innerHTML = mountPoint( 'greeting', '{"name":"Grace"}' );
		document.body.append( fragment );
		await mount( fragment );
		await waitFor( () =>
			expect( fragment ).toHaveTextContent( 'Hello Grace' )
		);
	} );
} );

describe( 'mountWidgets on a long page', () => {
	// A box two screens down the page.
	const below = new DOMRect( 0, 1800, 400, 300 );
	type Callback = ( entries: Partial< IntersectionObserverEntry >[] ) => void;
	let watched: Element[] = [];
	let report: Callback = () => {};
	// The observer reports one mount point: near the viewport or not, with its box.
	const observe = (
		target: Element,
		isIntersecting: boolean,
		box: DOMRect
	) => report( [ { target, isIntersecting, boundingClientRect: box } ] );
	const noBox = new DOMRect( 0, 0, 0, 0 );

	beforeEach( () => {
		watched = [];
		( window as { IntersectionObserver?: unknown } ).IntersectionObserver =
			class {
				constructor( callback: Callback ) {
					report = callback;
				}
				observe( element: Element ) {
					watched.push( element );
				}
				unobserve( element: Element ) {
					watched = watched.filter( ( item ) => item !== element );
				}
				disconnect() {}
			};
	} );

	afterEach( () => {
		delete ( window as { IntersectionObserver?: unknown } )
			.IntersectionObserver;
		jest.restoreAllMocks();
	} );

	it( 'mounts a widget waiting for the viewport on a click on what it enhances, then clicks again', async () => {
		const onClick = ( event: MouseEvent ) => holdFirstClick( event );
		window.addEventListener( 'click', onClick, true );
		document.body.innerHTML = `<ul><li><a class="opens" href="#product">Quick view</a></li>${ mountPoint(
			'opener',
			'{}'
		) }</ul>`;
		await mount();
		const link = document.querySelector( 'a' )!;
		const element = document.querySelector( '[data-vitrine-widget]' )!;
		expect( element ).toHaveAttribute( 'data-vitrine-state', 'waiting' );

		// A ctrl-click (a new tab) is the browser's: nothing held, nothing loaded.
		const newTab = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
			ctrlKey: true,
		} );
		link.dispatchEvent( newTab );
		expect( newTab.defaultPrevented ).toBe( false );
		expect( mockLoaded ).toEqual( [] );

		const first = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link.dispatchEvent( first );
		expect( first.defaultPrevented ).toBe( true );
		await waitFor( () => expect( mockOpened ).toEqual( [ 'Quick view' ] ) );
		expect( mockLoaded ).toEqual( [ 'opener' ] );
		expect( element ).toHaveAttribute( 'data-vitrine-state', 'mounted' );
		// Mounted, it no longer waits for the viewport; later clicks are the widget's alone.
		expect( watched ).toEqual( [] );
		link.click();
		expect( mockOpened ).toEqual( [ 'Quick view', 'Quick view' ] );
		expect( mockLoaded ).toEqual( [ 'opener' ] );
		window.removeEventListener( 'click', onClick, true );
	} );

	it( 'mounts, when the pointer or focus comes to an opener, the waiting widget it belongs to, without a click', async () => {
		for ( const type of [ 'pointerover', 'focusin' ] ) {
			mockLoaded.length = 0;
			document.body.innerHTML = `<ul><li><a class="opens" href="#product">Quick view</a></li>${ mountPoint(
				'opener',
				'{}'
			) }</ul><p class="elsewhere">Text</p>`;
			await mount();
			const element = document.querySelector( '[data-vitrine-widget]' )!;
			// Elsewhere on the page: nothing.
			const elsewhere = document.querySelector( '.elsewhere' )!;
			elsewhere.addEventListener( type, mountOnIntent );
			elsewhere.dispatchEvent( new Event( type, { bubbles: true } ) );
			expect( mockLoaded ).toEqual( [] );

			const link = document.querySelector( 'a' )!;
			link.addEventListener( type, mountOnIntent );
			link.dispatchEvent( new Event( type, { bubbles: true } ) );
			await waitFor( () =>
				expect( element ).toHaveAttribute(
					'data-vitrine-state',
					'mounted'
				)
			);
			expect( mockLoaded ).toEqual( [ 'opener' ] );
			// Mounted, a second approach loads nothing more.
			link.dispatchEvent( new Event( type, { bubbles: true } ) );
			expect( mockLoaded ).toEqual( [ 'opener' ] );
		}
	} );

	it( 'mounts a widget that waits for the visitor on a pointer, touch or focus on it, not near the viewport', async () => {
		for ( const type of [ 'pointerover', 'touchstart', 'focusin' ] ) {
			mockLoaded.length = 0;
			document.body.innerHTML = mountPoint(
				'reached',
				'{}',
				'<button class="reach">Fallback</button>'
			);
			await mount();
			const element = document.querySelector< HTMLElement >(
				'[data-vitrine-widget]'
			)!;
			expect( element ).toHaveAttribute(
				'data-vitrine-state',
				'waiting'
			);
			expect( watched ).not.toContain( element );
			expect( mockLoaded ).toEqual( [] );

			element
				.querySelector( 'button' )!
				.dispatchEvent( new Event( type, { bubbles: true } ) );
			await waitFor( () =>
				expect( element ).toHaveAttribute(
					'data-vitrine-state',
					'mounted'
				)
			);
			expect( mockLoaded ).toEqual( [ 'reached' ] );
			expect( element ).toHaveTextContent( 'Widget' );
		}
	} );

	it( 'replays a click held on a waiting widget on the same one of its openers', async () => {
		const onClick = ( event: MouseEvent ) => holdFirstClick( event );
		window.addEventListener( 'click', onClick, true );
		document.body.innerHTML = mountPoint(
			'opener',
			'{}',
			'<a class="opens" href="#1">One</a><a class="opens" href="#2">Two</a>'
		);
		await mount();
		const element = document.querySelector< HTMLElement >(
			'[data-vitrine-widget]'
		)!;
		// The widget replaces its fallback with links of its own, as a React widget does.
		const fallback = element.innerHTML;
		element.querySelectorAll( 'a' )[ 1 ]!.click();
		element.innerHTML = fallback.replace( /#/g, '#new-' );
		await waitFor( () => expect( mockOpened ).toEqual( [ 'Two' ] ) );
		window.removeEventListener( 'click', onClick, true );
	} );

	it( 'loads a widget’s code only when it comes near the viewport', async () => {
		document.body.innerHTML = mountPoint( 'greeting', '{"name":"Ada"}' );
		await mount();
		const element = document.querySelector( '[data-vitrine-widget]' )!;
		expect( mockLoaded ).toEqual( [] );
		expect( element ).toHaveAttribute( 'data-vitrine-state', 'waiting' );
		expect( watched ).toEqual( [ element ] );

		await observe( element, false, below );
		expect( mockLoaded ).toEqual( [] );

		await observe( element, true, below );
		await waitFor( () =>
			expect( document.body ).toHaveTextContent( 'Hello Ada' )
		);
		expect( mockLoaded ).toEqual( [ 'greeting' ] );
		expect( watched ).toEqual( [] );
	} );

	it( 'mounts at once what the server marks eager, and soon what has no box at the first report', async () => {
		document.body.innerHTML =
			mountPoint( 'greeting', '{"name":"Ada"}' ).replace(
				'<div ',
				'<div data-vitrine-load="eager" '
			) + mountPoint( 'greeting', '{"name":"Hidden"}' );
		const getClientRects = jest.spyOn(
			Element.prototype,
			'getClientRects'
		);
		await mount();
		await waitFor( () =>
			expect( document.body ).toHaveTextContent( 'Hello Ada' )
		);
		// Nothing measured while starting: layout is left to the observer.
		expect( getClientRects ).not.toHaveBeenCalled();
		const hidden = watched[ 0 ]!;
		expect( hidden ).toHaveAttribute( 'data-vitrine-state', 'waiting' );

		await observe( hidden, false, noBox );
		await waitFor( () =>
			expect( document.body ).toHaveTextContent( 'Hello Hidden' )
		);
		expect( watched ).toEqual( [] );
	} );

	it( 'starts each widget the observer reports in a task of its own', async () => {
		document.body.innerHTML =
			mountPoint( 'greeting', '{"name":"Ada"}' ) +
			mountPoint( 'greeting', '{"name":"Grace"}' );
		await mount();
		const [ first, second ] = watched;
		mockLoaded.length = 0;
		jest.mocked( afterFirstPaint ).mockClear();
		jest.mocked( yieldToMain ).mockClear();

		report( [
			{ target: first, isIntersecting: true, boundingClientRect: below },
			{ target: second, isIntersecting: true, boundingClientRect: below },
		] );
		// Nothing parsed or requested inside the observer's callback: each waits its turn.
		expect( mockLoaded ).toEqual( [] );
		expect( afterFirstPaint ).toHaveBeenCalledTimes( 2 );
		expect( first ).toHaveAttribute( 'data-vitrine-state', 'loading' );

		await waitFor( () =>
			expect( document.body ).toHaveTextContent( 'Hello Ada' )
		);
		await waitFor( () =>
			expect( document.body ).toHaveTextContent( 'Hello Grace' )
		);
		// A turn before each one's code is requested, and another before it renders.
		expect( yieldToMain ).toHaveBeenCalledTimes( 4 );
	} );

	it( 'asks whether a mount point without a box is hidden one at a time, after the report', async () => {
		document.body.innerHTML =
			mountPoint( 'greeting', '{"name":"Ada"}' ) +
			mountPoint( 'greeting', '{"name":"Grace"}' );
		await mount();
		const [ first, second ] = watched as HTMLElement[];
		// Both hidden (in a closed panel): no box, and not visible.
		const asked: string[] = [];
		for ( const element of [ first!, second! ] ) {
			(
				element as Element & { checkVisibility: () => boolean }
			 ).checkVisibility = () => {
				asked.push( element === first ? 'first' : 'second' );
				return false;
			};
		}

		report( [
			{ target: first, isIntersecting: false, boundingClientRect: noBox },
			{
				target: second,
				isIntersecting: false,
				boundingClientRect: noBox,
			},
		] );
		// Measuring lays out: never inside the observer's report, and one per task.
		expect( asked ).toEqual( [] );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( asked ).toEqual( [ 'first' ] );
		await waitFor( () =>
			expect( document.body ).toHaveTextContent( 'Hello Grace' )
		);
		expect( asked ).toEqual( [ 'first', 'second' ] );
		expect( document.body ).toHaveTextContent( 'Hello Ada' );
	} );

	it( 'keeps waiting with a widget in a section the browser skips for now (content-visibility)', async () => {
		document.body.innerHTML = mountPoint( 'greeting', '{"name":"Later"}' );
		await mount();
		const element = watched[ 0 ]!;
		// Rendered, but its section is skipped: an empty box, yet visible.
		const checkVisibility = jest.fn( () => true );
		(
			element as Element & { checkVisibility: () => boolean }
		 ).checkVisibility = checkVisibility;

		await observe( element, false, noBox );
		await waitFor( () => expect( checkVisibility ).toHaveBeenCalled() );
		expect( mockLoaded ).toEqual( [] );
		expect( element ).toHaveAttribute( 'data-vitrine-state', 'waiting' );

		await observe( element, true, below );
		await waitFor( () =>
			expect( document.body ).toHaveTextContent( 'Hello Later' )
		);
	} );
} );
