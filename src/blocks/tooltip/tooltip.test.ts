/**
 * External dependencies
 */
import { fireEvent } from '@testing-library/react';

/**
 * Internal dependencies
 */
import definition, { parseTooltipProps } from './view';
import type { TooltipProps } from './types';

const mount = ( props: Partial< TooltipProps > = {} ) => {
	document.body.innerHTML =
		'<p>Floors in <span class="vitrine-tooltip" data-vitrine-widget="tooltip"><button type="button" class="vitrine-tooltip__term" aria-describedby="tip-1">terracotta</button><span class="vitrine-tooltip__text" id="tip-1" role="tooltip">Fired clay</span></span>.</p><button id="elsewhere">Elsewhere</button>';
	const element =
		document.querySelector< HTMLElement >( '.vitrine-tooltip' )!;
	const undo = definition.mount( element, {
		...parseTooltipProps( {} )!,
		...props,
	} ) as () => void;
	const term = element.querySelector< HTMLElement >( 'button' )!;
	const tip = document.getElementById( 'tip-1' )!;
	return { element, term, tip, undo };
};

const shown = ( tip: HTMLElement ) =>
	! tip.hidden && tip.classList.contains( 'is-visible' );

beforeEach( () => {
	jest.useFakeTimers();
} );
afterEach( () => {
	jest.useRealTimers();
} );

test( 'props default to hover, 200 ms, 10 px, above', () => {
	expect( parseTooltipProps( { trigger: 'nope' } ) ).toEqual( {
		trigger: 'hover',
		close: 'outside',
		placement: 'top',
		speed: 200,
		offset: 10,
	} );
} );

test( 'hover shows it, leaving hides it after the 200 ms fade', () => {
	const { term, tip } = mount();
	expect( tip.hidden ).toBe( true );
	expect( tip.parentElement ).toBe( document.body );
	fireEvent.pointerEnter( term );
	jest.runOnlyPendingTimers();
	expect( shown( tip ) ).toBe( true );
	fireEvent.pointerLeave( term );
	expect( tip.classList.contains( 'is-visible' ) ).toBe( false );
	jest.advanceTimersByTime( 199 );
	expect( tip.hidden ).toBe( false );
	jest.advanceTimersByTime( 1 );
	expect( tip.hidden ).toBe( true );
} );

test( 'focus shows it and Escape hides it', () => {
	const { term, tip } = mount( { trigger: 'click' } );
	term.focus();
	jest.runOnlyPendingTimers();
	expect( shown( tip ) ).toBe( true );
	fireEvent.keyDown( document, { key: 'Escape' } );
	jest.runOnlyPendingTimers();
	expect( tip.hidden ).toBe( true );
	expect( term.getAttribute( 'aria-describedby' ) ).toBe( tip.id );
} );

test( 'a click on the term toggles it; a click outside closes it', () => {
	const { term, tip } = mount( { trigger: 'click' } );
	fireEvent.click( term );
	jest.runOnlyPendingTimers();
	expect( shown( tip ) ).toBe( true );
	fireEvent.click( tip );
	expect( shown( tip ) ).toBe( true );
	fireEvent.click( document.getElementById( 'elsewhere' )! );
	jest.runOnlyPendingTimers();
	expect( tip.hidden ).toBe( true );
} );

test( 'a real press (pointer down, focus, click) opens a click tooltip', () => {
	const { term, tip } = mount( { trigger: 'click' } );
	fireEvent.pointerDown( term );
	term.focus();
	fireEvent.click( term );
	jest.runOnlyPendingTimers();
	expect( shown( tip ) ).toBe( true );
	fireEvent.pointerDown( term );
	fireEvent.click( term );
	jest.runOnlyPendingTimers();
	expect( tip.hidden ).toBe( true );
} );

test( 'with "any click", a click on the tooltip closes it too', () => {
	const { term, tip } = mount( { trigger: 'click', close: 'anywhere' } );
	fireEvent.click( term );
	jest.runOnlyPendingTimers();
	fireEvent.click( tip );
	jest.runOnlyPendingTimers();
	expect( tip.hidden ).toBe( true );
} );

test( 'on load it shows at once', () => {
	const { tip } = mount( { trigger: 'load' } );
	jest.runOnlyPendingTimers();
	expect( shown( tip ) ).toBe( true );
} );

test( 'undo puts the text back after the term', () => {
	const { element, tip, undo } = mount();
	undo();
	expect( tip.parentElement ).toBe( element );
	expect( tip.hidden ).toBe( false );
} );

test( 'follows the term when it moves without a scroll or resize event', () => {
	const { term, tip } = mount();
	let top = 400;
	jest.spyOn( term, 'getBoundingClientRect' ).mockImplementation(
		() => new DOMRect( 50, top, 80, 20 )
	);
	fireEvent.pointerEnter( term );
	jest.advanceTimersByTime( 20 );
	const before = parseFloat( tip.style.top );
	expect( before ).toBeLessThan( 400 );

	// Content above the term rendered late: the term is 120 px lower, and nothing scrolled.
	top = 520;
	jest.advanceTimersByTime( 20 );
	expect( parseFloat( tip.style.top ) ).toBe( before + 120 );

	// Hidden, it stops looking.
	fireEvent.pointerLeave( term );
	top = 700;
	jest.advanceTimersByTime( 100 );
	expect( parseFloat( tip.style.top ) ).toBe( before + 120 );
} );
