/**
 * Internal dependencies
 */
import { initAnchors } from './anchors';

describe( 'in-page anchors', () => {
	let stop: () => void;
	let frames: FrameRequestCallback[];
	const scrollTo = jest.fn();

	beforeEach( () => {
		frames = [];
		scrollTo.mockClear();
		window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
		window.requestAnimationFrame = ( callback ) => {
			frames.push( callback );
			return frames.length;
		};
		window.matchMedia = ( () => ( { matches: false } ) ) as never;
		document.body.innerHTML = `
			<a id="good" href="#details">Details</a>
			<a id="bad" href="#2-bad">Bad</a>
			<a id="action" href="#vitrine-action:popup/open/3">Action</a>
			<div style="height:2000px"></div>
			<h2 id="details">Details</h2>`;
		document.getElementById( 'details' )!.getBoundingClientRect = () =>
			( { top: 1500 } ) as DOMRect;
		stop = initAnchors();
	} );

	afterEach( () => stop() );

	const run = ( ms: number ) => {
		const callback = frames.shift();
		callback?.( ms );
	};

	it( 'scrolls to the target over 500 ms, then focuses it and sets the hash', () => {
		document.getElementById( 'good' )!.click();
		run( 1000 );
		run( 1250 );
		expect( scrollTo ).toHaveBeenLastCalledWith( 0, 750 );
		expect( document.getElementById( 'details' ) ).not.toHaveFocus();
		run( 1500 );
		expect( scrollTo ).toHaveBeenLastCalledWith( 0, 1500 );
		expect( document.getElementById( 'details' ) ).toHaveFocus();
		expect( window.location.hash ).toBe( '#details' );
	} );

	it( 'jumps at once for reduced motion', () => {
		window.matchMedia = ( () => ( { matches: true } ) ) as never;
		document.getElementById( 'good' )!.click();
		expect( scrollTo ).toHaveBeenCalledWith( 0, 1500 );
		expect( frames ).toHaveLength( 0 );
	} );

	it( 'only warns for a hash that is not a simple identifier', () => {
		document.getElementById( 'bad' )!.click();
		expect( console ).toHaveWarnedWith(
			'Vitrine: "#2-bad" is not a valid anchor.'
		);
		expect( scrollTo ).not.toHaveBeenCalled();
	} );

	it( 'leaves hash-action links to the widgets', () => {
		document.getElementById( 'action' )!.click();
		expect( scrollTo ).not.toHaveBeenCalled();
		expect( frames ).toHaveLength( 0 );
	} );
} );
