/**
 * External dependencies
 */
import { fireEvent } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { initLoader, LOADER_FADE_MS } from './loader';

let cleanup: () => void = () => {};

function setReadyState( state: DocumentReadyState ): void {
	Object.defineProperty( document, 'readyState', {
		configurable: true,
		get: () => state,
	} );
}

function mountLoader(): HTMLElement {
	document.body.innerHTML =
		'<div class="page-loader" aria-hidden="true" data-vitrine-loader></div>';
	return document.querySelector( '[data-vitrine-loader]' ) as HTMLElement;
}

beforeEach( () => jest.useFakeTimers() );

afterEach( () => {
	cleanup();
	jest.useRealTimers();
	setReadyState( 'complete' );
} );

describe( 'page loader', () => {
	it( 'stays while the page loads, fades once the window has loaded, then goes away', () => {
		setReadyState( 'interactive' );
		const loader = mountLoader();
		cleanup = initLoader( loader );
		expect( loader ).not.toHaveClass( 'is-hidden' );

		fireEvent.load( window );
		expect( loader ).toHaveClass( 'is-hidden' );
		expect( loader ).toBeInTheDocument();

		jest.advanceTimersByTime( LOADER_FADE_MS );
		expect( loader ).not.toBeInTheDocument();
	} );

	it( 'hides at once when the window has already loaded', () => {
		setReadyState( 'complete' );
		const loader = mountLoader();
		cleanup = initLoader( loader );
		expect( loader ).toHaveClass( 'is-hidden' );
	} );

	it( 'gets out of the way at the first key press', () => {
		setReadyState( 'interactive' );
		const loader = mountLoader();
		cleanup = initLoader( loader );
		fireEvent.keyDown( document, { key: 'Tab' } );
		expect( loader ).toHaveClass( 'is-hidden' );
	} );
} );
