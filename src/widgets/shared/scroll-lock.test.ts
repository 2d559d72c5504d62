/**
 * Internal dependencies
 */
import { isScrollLocked, lockScroll } from './scroll-lock';

const root = document.documentElement;

afterEach( () => {
	root.removeAttribute( 'style' );
} );

describe( 'lockScroll', () => {
	it( 'holds the page until released, then gives back what the page had', () => {
		root.style.overflow = 'clip';
		const release = lockScroll();
		expect( isScrollLocked() ).toBe( true );
		expect( root.style.overflow ).toBe( 'hidden' );
		release();
		expect( isScrollLocked() ).toBe( false );
		expect( root.style.overflow ).toBe( 'clip' );
	} );

	it( 'nests: the page scrolls again only when the last lock goes, and a release counts once', () => {
		const outer = lockScroll();
		const inner = lockScroll();
		inner();
		inner();
		expect( root.style.overflow ).toBe( 'hidden' );
		outer();
		expect( root.style.overflow ).toBe( '' );
		expect( isScrollLocked() ).toBe( false );
	} );
} );
