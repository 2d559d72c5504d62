/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { CircleProgress } from './circle-progress';
import { parseCircleProgressProps } from './view';

beforeEach( () => {
	window.matchMedia = jest.fn().mockReturnValue( {
		matches: true,
	} ) as unknown as typeof window.matchMedia;
} );

test( 'defaults to 75 of 100', () => {
	expect( parseCircleProgressProps( {} ) ).toMatchObject( {
		value: 75,
		max: 100,
	} );
	expect( parseCircleProgressProps( 'x' ) ).toBeNull();
} );

test( 'is a progressbar with its value; the thickness is capped at half the size', () => {
	const { container } = render(
		<CircleProgress
			{ ...parseCircleProgressProps( {
				value: 30,
				max: 40,
				size: 100,
				thickness: 90,
				label: 'Makers',
			} )! }
		/>
	);
	const bar = screen.getByRole( 'progressbar', { name: 'Makers' } );
	expect( bar ).toHaveAttribute( 'aria-valuenow', '30' );
	expect( bar ).toHaveAttribute( 'aria-valuemax', '40' );
	expect( bar ).toHaveAttribute( 'aria-valuetext', '75%' );
	const arc = container.querySelector( '.vitrine-circle-progress__bar' )!;
	expect( arc ).toHaveAttribute( 'stroke-width', '50' );
	expect( arc ).toHaveAttribute( 'r', '25' );
	// Reduced motion: drawn at once.
	expect( Number( arc.getAttribute( 'stroke-dashoffset' ) ) ).toBeCloseTo(
		Number( arc.getAttribute( 'stroke-dasharray' ) ) / 4,
		2
	);
} );

test( 'a progress ring draws its arc with a gradient and is a progressbar too', () => {
	const { container } = render(
		<CircleProgress
			{ ...parseCircleProgressProps( {
				value: 80,
				size: 140,
				thickness: 10,
				label: 'Design',
				color: '#111111',
				color2: '#222222',
				gradient: 'vitrine-circle-gradient-1',
			} )! }
		/>
	);
	const bar = screen.getByRole( 'progressbar', { name: 'Design' } );
	expect( bar ).toHaveAttribute( 'aria-valuetext', '80%' );
	const arc = container.querySelector( '.vitrine-circle-progress__bar' )!;
	expect( arc ).toHaveStyle( {
		stroke: 'url(#vitrine-circle-gradient-1)',
	} );
	const stops = container.querySelectorAll(
		'#vitrine-circle-gradient-1 stop'
	);
	expect( stops[ 0 ] ).toHaveStyle( { stopColor: '#111111' } );
	expect( stops[ 1 ] ).toHaveStyle( { stopColor: '#222222' } );
} );
