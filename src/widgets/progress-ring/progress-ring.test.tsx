/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { ProgressRing } from './progress-ring';
import { parseProgressRingProps } from './index';

const setReducedMotion = ( reduce: boolean ) => {
	window.matchMedia = jest.fn().mockReturnValue( {
		matches: reduce,
	} ) as unknown as typeof window.matchMedia;
};

test( 'reads its props and keeps the percentage in 0…100', () => {
	expect(
		parseProgressRingProps( { id: 'r', percent: 140, title: 'A' } )
	).toMatchObject( { percent: 100, title: 'A', color1: '' } );
	expect( parseProgressRingProps( { percent: 10 } ) ).toBeNull();
} );

test( 'screen readers get the title and the final figure; the moving number is hidden', () => {
	setReducedMotion( false );
	const { container } = render(
		<ProgressRing
			id="r1"
			percent={ 80 }
			title="Design"
			color1="#111111"
			color2="#222222"
			color3="#333333"
		/>
	);
	expect( screen.getByRole( 'img', { name: 'Design: 80%' } ) ).toBeVisible();
	const figure = container.querySelector( 'figure' )!;
	expect( figure ).toHaveAttribute( 'data-percent', '80' );
	expect( figure ).toHaveAttribute( 'data-color1', '#111111' );
	expect( figure ).toHaveAttribute( 'data-color3', '#333333' );
	expect(
		container.querySelector( '.vitrine-progress-ring__value' )
	).toHaveAttribute( 'aria-hidden', 'true' );
	expect(
		container.querySelector( '.vitrine-progress-ring__bar' )
	).toHaveAttribute( 'stroke-width', '10' );
} );

test( 'under reduced motion the ring is drawn at once', () => {
	setReducedMotion( true );
	const { container } = render(
		<ProgressRing
			id="r2"
			percent={ 50 }
			title=""
			color1=""
			color2=""
			color3=""
		/>
	);
	expect(
		container.querySelector( '.vitrine-progress-ring__value' )
	).toHaveTextContent( '50%' );
	const bar = container.querySelector( '.vitrine-progress-ring__bar' )!;
	expect( Number( bar.getAttribute( 'stroke-dashoffset' ) ) ).toBeCloseTo(
		Number( bar.getAttribute( 'stroke-dasharray' ) ) / 2,
		2
	);
	expect( screen.getByRole( 'img', { name: '50%' } ) ).toBeVisible();
} );
