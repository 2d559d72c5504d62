/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { Accordion } from './accordion';
import { parseAccordionProps } from './view';

const props = parseAccordionProps( {
	id: 'a1',
	items: [
		{ title: 'One', html: '<p>First</p>' },
		{ title: 'Two', html: '<p>Second</p>' },
		{ title: 'Three', html: '<p>Third</p>' },
		{ html: 'no title' },
	],
	multiple: false,
	open: 1,
} )!;

test( 'reads its props, dropping sections without a title', () => {
	expect( props.items ).toHaveLength( 3 );
	expect( parseAccordionProps( { id: 'a', items: [] } ) ).toBeNull();
} );

test( 'opens one section at a time with aria-expanded and labelled regions', async () => {
	render( <Accordion { ...props } /> );
	const [ one, two ] = screen.getAllByRole( 'button' ) as [
		HTMLElement,
		HTMLElement,
	];
	expect( one ).toHaveAttribute( 'aria-expanded', 'true' );
	expect( two ).toHaveAttribute( 'aria-expanded', 'false' );
	expect( screen.getByRole( 'region', { name: 'Two' } ) ).toHaveAttribute(
		'id',
		two.getAttribute( 'aria-controls' )
	);
	await userEvent.click( two );
	expect( two ).toHaveAttribute( 'aria-expanded', 'true' );
	expect( one ).toHaveAttribute( 'aria-expanded', 'false' );
	await userEvent.click( two );
	expect( two ).toHaveAttribute( 'aria-expanded', 'false' );
} );

test( 'keeps several open when allowed', async () => {
	render( <Accordion { ...props } multiple /> );
	const [ one, two ] = screen.getAllByRole( 'button' ) as [
		HTMLElement,
		HTMLElement,
	];
	await userEvent.click( two );
	expect( one ).toHaveAttribute( 'aria-expanded', 'true' );
	expect( two ).toHaveAttribute( 'aria-expanded', 'true' );
} );

test( 'arrow keys, Home and End move between the headings', async () => {
	render( <Accordion { ...props } /> );
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
