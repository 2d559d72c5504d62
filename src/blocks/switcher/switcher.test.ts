/**
 * External dependencies
 */
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { mountSwitcher } from './switcher';
import { parseSwitcherProps } from './view';

// What Switcher.php prints inside the mount point.
const SERVER = [
	[ 'Monthly', '€ 39' ],
	[ 'Yearly', '€ 390' ],
]
	.map(
		( [ title, text ] ) =>
			`<section class="vitrine-switcher__panel"><h3 class="vitrine-switcher__heading">${ title }</h3><div class="vitrine-switcher__content"><p>${ text }</p></div></section>`
	)
	.join( '' );

function mount( server = SERVER ) {
	document.body.innerHTML = `<div class="vitrine-switcher">${ server }</div>`;
	const element = document.body.firstElementChild as HTMLElement;
	const contents = Array.from(
		element.querySelectorAll( '.vitrine-switcher__content' )
	);
	const undo = mountSwitcher( element, { id: 's1', label: 'Yearly' } );
	return { element, contents, undo };
}

test( 'reads its settings; its contents are not props', () => {
	expect(
		parseSwitcherProps( { id: 's', label: 'Yearly', items: [] } )
	).toEqual( { id: 's', label: 'Yearly' } );
	expect( parseSwitcherProps( { label: 'Yearly' } ) ).toBeNull();
} );

test( 'the switch and the labels choose the server content, kept in place', async () => {
	const { contents } = mount();
	const toggle = screen.getByRole( 'switch', { name: 'Yearly' } );
	expect( toggle ).toHaveAttribute( 'aria-checked', 'false' );
	const shown = document.getElementById(
		toggle.getAttribute( 'aria-controls' )!
	)!;
	expect( shown ).toHaveTextContent( '€ 39' );
	expect( shown ).not.toHaveTextContent( '€ 390' );
	expect( shown.querySelector( '.vitrine-switcher__content' ) ).toBe(
		contents[ 0 ]
	);
	await userEvent.click( toggle );
	expect( toggle ).toHaveAttribute( 'aria-checked', 'true' );
	expect( shown ).toHaveTextContent( '€ 390' );
	expect( shown.querySelector( '.vitrine-switcher__content' ) ).toBe(
		contents[ 1 ]
	);
	expect( screen.queryByText( '€ 39' ) ).toBeNull();
	await userEvent.click( screen.getByText( 'Monthly' ) );
	expect( toggle ).toHaveAttribute( 'aria-checked', 'false' );
	expect( shown ).toHaveTextContent( '€ 39' );
	toggle.focus();
	await userEvent.keyboard( ' ' );
	expect( toggle ).toHaveAttribute( 'aria-checked', 'true' );
} );

test( 'needs two contents', () => {
	const one = SERVER.slice( 0, SERVER.indexOf( '<section', 1 ) );
	mount( one );
	expect( screen.queryByRole( 'switch' ) ).toBeNull();
} );

test( 'puts the server markup back when unmounted', () => {
	const { element, undo } = mount();
	undo();
	expect( element.innerHTML ).toBe( SERVER );
} );
