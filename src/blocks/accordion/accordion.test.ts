/**
 * External dependencies
 */
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { mountAccordion } from './accordion';
import { parseAccordionProps } from './view';

// What Accordion.php prints inside the mount point.
const SERVER = [ 'One', 'Two', 'Three' ]
	.map(
		( title, index ) =>
			`<details class="vitrine-accordion__item"${
				index === 0 ? ' open' : ''
			}><summary class="vitrine-accordion__title">${ title }</summary><div class="vitrine-accordion__content"><p>Text ${ title }</p></div></details>`
	)
	.join( '' );

function mount( multiple = false ) {
	document.body.innerHTML = `<div class="vitrine-accordion">${ SERVER }</div>`;
	const element = document.body.firstElementChild as HTMLElement;
	const content = element.querySelector( '.vitrine-accordion__content' );
	const undo = mountAccordion( element, { id: 'a1', multiple, open: 1 } );
	return { element, content, undo };
}

test( 'reads its settings; its sections are not props', () => {
	expect(
		parseAccordionProps( { id: 'a', multiple: true, open: 2, items: [] } )
	).toEqual( { id: 'a', multiple: true, open: 2 } );
	expect( parseAccordionProps( { multiple: true } ) ).toBeNull();
} );

test( 'turns the server sections into headings and labelled regions, keeping their nodes', () => {
	const { element, content } = mount();
	expect( element.querySelector( 'details' ) ).toBeNull();
	const [ one, two ] = screen.getAllByRole( 'button' ) as [
		HTMLElement,
		HTMLElement,
	];
	expect( one ).toHaveTextContent( 'One' );
	expect( one ).toHaveAttribute( 'aria-expanded', 'true' );
	expect( two ).toHaveAttribute( 'aria-expanded', 'false' );
	const region = screen.getByRole( 'region', { name: 'Two' } );
	expect( region ).toHaveAttribute(
		'id',
		two.getAttribute( 'aria-controls' )
	);
	// The server's content node itself, moved into the first region.
	expect( screen.getByRole( 'region', { name: 'One' } ).firstChild ).toBe(
		content
	);
} );

test( 'opens one section at a time', async () => {
	mount();
	const [ one, two ] = screen.getAllByRole( 'button' ) as [
		HTMLElement,
		HTMLElement,
	];
	await userEvent.click( two );
	expect( two ).toHaveAttribute( 'aria-expanded', 'true' );
	expect( two.closest( '.vitrine-accordion__item' ) ).toHaveClass(
		'is-open'
	);
	expect( one ).toHaveAttribute( 'aria-expanded', 'false' );
	await userEvent.click( two );
	expect( two ).toHaveAttribute( 'aria-expanded', 'false' );
} );

test( 'keeps several open when allowed', async () => {
	mount( true );
	const [ one, two ] = screen.getAllByRole( 'button' ) as [
		HTMLElement,
		HTMLElement,
	];
	await userEvent.click( two );
	expect( one ).toHaveAttribute( 'aria-expanded', 'true' );
	expect( two ).toHaveAttribute( 'aria-expanded', 'true' );
} );

test( 'arrow keys, Home and End move between the headings', async () => {
	mount();
	const buttons = screen.getAllByRole( 'button' );
	buttons[ 0 ]!.focus();
	await userEvent.keyboard( '{ArrowDown}' );
	expect( buttons[ 1 ] ).toHaveFocus();
	await userEvent.keyboard( '{End}' );
	expect( buttons[ 2 ] ).toHaveFocus();
	await userEvent.keyboard( '{ArrowDown}' );
	expect( buttons[ 0 ] ).toHaveFocus();
	await userEvent.keyboard( '{ArrowUp}' );
	expect( buttons[ 2 ] ).toHaveFocus();
	await userEvent.keyboard( '{Home}' );
	expect( buttons[ 0 ] ).toHaveFocus();
} );

test( 'puts the server markup back when unmounted', () => {
	const { element, undo } = mount();
	const server = document.createElement( 'div' );
	server.innerHTML = SERVER;
	undo();
	expect( element.innerHTML ).toBe( server.innerHTML );
} );
