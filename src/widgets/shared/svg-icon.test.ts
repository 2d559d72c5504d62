/**
 * Internal dependencies
 */
import { svgIcon } from './svg-icon';

describe( 'svgIcon', () => {
	it( 'is a hidden 24×24 SVG of one painted path', () => {
		const { svg, path } = svgIcon(
			'M1 1h2',
			{ fill: 'currentColor' },
			'x-icon'
		);
		expect( svg.namespaceURI ).toBe( 'http://www.w3.org/2000/svg' );
		expect( svg.getAttribute( 'viewBox' ) ).toBe( '0 0 24 24' );
		expect( svg.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		expect( svg.getAttribute( 'focusable' ) ).toBe( 'false' );
		expect( svg.getAttribute( 'class' ) ).toBe( 'x-icon' );
		expect( svg.firstChild ).toBe( path );
		expect( path.getAttribute( 'd' ) ).toBe( 'M1 1h2' );
		expect( path.getAttribute( 'fill' ) ).toBe( 'currentColor' );
	} );

	it( 'leaves the class out when none is given', () => {
		expect( svgIcon( 'M0 0', {} ).svg.hasAttribute( 'class' ) ).toBe(
			false
		);
	} );
} );
