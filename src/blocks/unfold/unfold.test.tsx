/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { Unfold } from './unfold';
import { parseUnfoldProps } from './view';

const props = parseUnfoldProps( {
	id: 'u1',
	html: '<p>Long text</p>',
	height: 10,
	more: 'Read more',
	less: 'Read less',
} )!;

test( 'reads its props with a folded height of at least 40 px', () => {
	expect( props.height ).toBe( 40 );
	expect( parseUnfoldProps( { id: 'u', html: '' } ) ).toBeNull();
} );

test( 'a real button unfolds and folds the text', async () => {
	render( <Unfold { ...props } /> );
	const button = screen.getByRole( 'button', { name: 'Read more' } );
	expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	const content = document.getElementById(
		button.getAttribute( 'aria-controls' )!
	)!;
	expect( content ).toHaveClass( 'is-folded' );
	expect( content ).toHaveStyle( { maxHeight: '40px' } );
	await userEvent.click( button );
	expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
	expect( button ).toHaveTextContent( 'Read less' );
	expect( content ).not.toHaveClass( 'is-folded' );
} );
