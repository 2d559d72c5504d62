/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { ImageComparison } from './image-comparison';
import { parseImageComparisonProps } from './view';

const picture = ( src: string ) => ( {
	src,
	srcset: '',
	sizes: '',
	width: 900,
	height: 600,
	alt: '',
} );

const props = parseImageComparisonProps( {
	before: picture( '/before.jpg' ),
	after: picture( '/after.jpg' ),
	beforeLabel: 'Before',
	afterLabel: 'After',
	start: 40,
} )!;

test( 'reads its props; both pictures are needed', () => {
	expect( props.start ).toBe( 40 );
	expect( props.vertical ).toBe( false );
	expect(
		parseImageComparisonProps( { before: picture( '/b.jpg' ) } )
	).toBeNull();
} );

test( 'the handle is a slider moved by the keyboard, and the split follows', async () => {
	const { container } = render( <ImageComparison { ...props } /> );
	const handle = screen.getByRole( 'slider' );
	expect( handle ).toHaveAttribute( 'aria-valuenow', '40' );
	expect( handle ).toHaveAttribute( 'aria-orientation', 'horizontal' );
	await userEvent.tab();
	expect( handle ).toHaveFocus();
	await userEvent.keyboard( '{ArrowRight}{ArrowRight}{ArrowRight}' );
	expect( handle ).toHaveAttribute( 'aria-valuenow', '43' );
	await userEvent.keyboard( '{End}' );
	expect( handle ).toHaveAttribute(
		'aria-valuetext',
		'Before 100%, After 0%'
	);
	expect(
		( container.firstChild as HTMLElement ).style.getPropertyValue(
			'--vitrine-compare'
		)
	).toBe( '100%' );
} );

test( 'a vertical comparison moves up with the Up arrow', async () => {
	render( <ImageComparison { ...props } vertical /> );
	const handle = screen.getByRole( 'slider' );
	handle.focus();
	await userEvent.keyboard( '{ArrowUp}' );
	expect( handle ).toHaveAttribute( 'aria-valuenow', '39' );
	expect( handle ).toHaveAttribute( 'aria-orientation', 'vertical' );
} );
