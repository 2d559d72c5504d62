/**
 * External dependencies
 */
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { mountUnfold } from './unfold';
import { parseUnfoldProps } from './view';

// What Unfold.php prints inside the mount point.
const SERVER =
	'<div class="vitrine-unfold__content" style="--vitrine-unfold-height:40px"><p>Long text</p></div>';

const props = parseUnfoldProps( {
	id: 'u1',
	html: '<p>ignored</p>',
	height: 10,
	more: 'Read more',
	less: 'Read less',
} )!;

function mount( fullHeight = 0 ) {
	document.body.innerHTML = `<div class="vitrine-unfold">${ SERVER }</div>`;
	const element = document.body.firstElementChild as HTMLElement;
	const content = element.firstElementChild as HTMLElement;
	// jsdom lays nothing out: the text's height is what a browser would measure.
	Object.defineProperty( content, 'scrollHeight', {
		configurable: true,
		get: () => fullHeight,
	} );
	const paragraph = content.firstElementChild;
	const undo = mountUnfold( element, props );
	return { element, content, paragraph, undo };
}

test( 'reads its settings with a folded height of at least 40 px; the text is not props', () => {
	expect( props ).toEqual( {
		id: 'u1',
		height: 40,
		more: 'Read more',
		less: 'Read less',
	} );
	expect( parseUnfoldProps( { height: 100 } ) ).toBeNull();
} );

test( 'a real button unfolds and folds the server text, kept in place', async () => {
	const { content, paragraph } = mount( 300 );
	const button = screen.getByRole( 'button', { name: 'Read more' } );
	expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	expect(
		document.getElementById( button.getAttribute( 'aria-controls' )! )
	).toBe( content );
	expect( content.firstElementChild ).toBe( paragraph );
	expect( content ).toHaveClass( 'is-folded' );
	expect( content ).toHaveStyle( { maxHeight: '40px' } );
	await userEvent.click( button );
	expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
	expect( button ).toHaveAccessibleName( 'Read less' );
	expect( content ).not.toHaveClass( 'is-folded' );
	expect( content ).toHaveStyle( { maxHeight: '300px' } );
	button.focus();
	await userEvent.keyboard( '{Enter}' );
	expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	expect( content ).toHaveClass( 'is-folded' );
} );

test( 'a text that fits the fold gets no button', () => {
	const { content } = mount( 50 );
	expect( screen.queryByRole( 'button' ) ).toBeNull();
	expect( content ).not.toHaveClass( 'is-folded' );
	expect( content.style.maxHeight ).toBe( '' );
} );

test( 'puts the server markup back when unmounted', () => {
	const { element, undo } = mount( 300 );
	undo();
	expect( element.innerHTML ).toBe( SERVER );
} );
