/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { mountTabs } from './tabs';
import { parseTabsProps } from './view';

const TITLES = [ 'Listen', 'Design', 'Make' ];

// What Tabs.php prints inside the mount point.
const SERVER =
	'<div class="vitrine-tabs__list" role="tablist" aria-label="How we work">' +
	TITLES.map(
		( title, index ) =>
			`<button type="button" class="vitrine-tabs__tab" role="tab" id="t1-tab-${ index }" aria-controls="t1-panel-${ index }" aria-selected="${
				index === 0
			}" tabindex="${ index === 0 ? 0 : -1 }">${ title }</button>`
	).join( '' ) +
	'<span class="vitrine-tabs__underline" aria-hidden="true"></span></div>' +
	[ 'One', 'Two', 'Three' ]
		.map(
			( text, index ) =>
				`<section class="vitrine-tabs__panel${
					index === 0 ? ' is-selected' : ''
				}" role="tabpanel" id="t1-panel-${ index }" aria-labelledby="t1-tab-${ index }" tabindex="0"><h3 class="vitrine-tabs__heading">${
					TITLES[ index ]
				}</h3><div class="vitrine-tabs__content"><p>${ text }</p></div></section>`
		)
		.join( '' );

function mount() {
	document.body.innerHTML = `<div class="vitrine-tabs">${ SERVER }</div>`;
	const element = document.body.firstElementChild as HTMLElement;
	const contents = Array.from(
		element.querySelectorAll( '.vitrine-tabs__content' )
	);
	const undo = mountTabs( element );
	const tabs = screen.getAllByRole( 'tab' ) as [
		HTMLElement,
		HTMLElement,
		HTMLElement,
	];
	return { element, contents, undo, tabs };
}

afterEach( () => jest.useRealTimers() );

test( 'reads its settings; the panels are not props', () => {
	expect(
		parseTabsProps( { id: 't', label: 'x', tabs: [ { html: '<p>' } ] } )
	).toEqual( { id: 't' } );
	expect( parseTabsProps( { tabs: [] } ) ).toBeNull();
} );

test( 'arrow keys, Home and End move between tabs and select them', async () => {
	const { tabs, contents } = mount();
	expect(
		screen.getByRole( 'tablist', { name: 'How we work' } )
	).toBeVisible();
	expect( tabs[ 0 ] ).toHaveAttribute( 'aria-selected', 'true' );
	expect( tabs[ 1 ] ).toHaveAttribute( 'tabindex', '-1' );
	expect( screen.getByRole( 'tabpanel' ) ).toHaveTextContent( 'One' );

	await userEvent.click( tabs[ 0 ] );
	await userEvent.keyboard( '{ArrowRight}' );
	expect( tabs[ 1 ] ).toHaveFocus();
	expect( tabs[ 1 ] ).toHaveAttribute( 'aria-selected', 'true' );
	expect( tabs[ 0 ] ).toHaveAttribute( 'tabindex', '-1' );
	const panel = screen.getByRole( 'tabpanel' );
	expect( panel ).toHaveTextContent( 'Two' );
	expect( panel ).toHaveAttribute( 'aria-labelledby', 't1-tab-1' );
	// The server's own nodes, shown in place.
	expect( panel.querySelector( '.vitrine-tabs__content' ) ).toBe(
		contents[ 1 ]
	);

	await userEvent.keyboard( '{End}' );
	expect( tabs[ 2 ] ).toHaveFocus();
	await userEvent.keyboard( '{ArrowRight}' );
	expect( tabs[ 0 ] ).toHaveFocus();
	await userEvent.keyboard( '{ArrowLeft}' );
	expect( tabs[ 2 ] ).toHaveAttribute( 'aria-selected', 'true' );
	await userEvent.keyboard( '{Home}' );
	expect( tabs[ 0 ] ).toHaveAttribute( 'aria-selected', 'true' );
	expect( tabs[ 0 ] ).toHaveAttribute( 'tabindex', '0' );
	expect( screen.getAllByRole( 'tabpanel' ) ).toHaveLength( 1 );
} );

test( 'a click selects a tab; other keys are left alone', async () => {
	const { tabs } = mount();
	await userEvent.click( screen.getByRole( 'tab', { name: 'Make' } ) );
	expect( screen.getByRole( 'tabpanel' ) ).toHaveTextContent( 'Three' );
	expect( tabs[ 2 ] ).toHaveAttribute( 'tabindex', '0' );
	const enter = fireEvent.keyDown( tabs[ 2 ], { key: 'a' } );
	expect( enter ).toBe( true );
	expect( tabs[ 2 ] ).toHaveAttribute( 'aria-selected', 'true' );
} );

test( 'the underline follows its tab once the window has stopped resizing for 100 ms', async () => {
	jest.useFakeTimers();
	let width = 80;
	const offsetWidth = jest
		.spyOn( HTMLElement.prototype, 'offsetWidth', 'get' )
		.mockImplementation( () => width );
	const { element } = mount();
	const underline = element.querySelector(
		'.vitrine-tabs__underline'
	) as HTMLElement;
	expect( underline.style.width ).toBe( '80px' );
	expect( underline ).toHaveClass( 'is-measured' );

	width = 120;
	fireEvent( window, new Event( 'resize' ) );
	jest.advanceTimersByTime( 60 );
	fireEvent( window, new Event( 'resize' ) );
	jest.advanceTimersByTime( 99 );
	expect( underline.style.width ).toBe( '80px' );
	jest.advanceTimersByTime( 1 );
	expect( underline.style.width ).toBe( '120px' );

	offsetWidth.mockRestore();
} );

test( 'without its panels it leaves the markup alone; unmounted, it is the server markup again', () => {
	document.body.innerHTML =
		'<div class="vitrine-tabs"><div class="vitrine-tabs__list" role="tablist"><button role="tab" aria-controls="missing">A</button></div></div>';
	const before = document.body.innerHTML;
	mountTabs( document.body.firstElementChild as HTMLElement );
	expect( document.body.innerHTML ).toBe( before );

	const { element, undo, tabs } = mount();
	tabs[ 1 ].click();
	undo();
	expect( element.innerHTML ).toBe( SERVER );
	tabs[ 2 ].click();
	expect( tabs[ 2 ] ).toHaveAttribute( 'aria-selected', 'false' );
} );
