/*
 * @jest-environment node
 *
 * Pure logic: runs without a DOM.
 */

/**
 * Internal dependencies
 */
import {
	closesOn,
	nextPanelState,
	transitionMs,
	type PanelEvent,
	type PanelState,
} from './off-canvas';

describe( 'off-canvas states', () => {
	it.each< [ PanelState, PanelEvent, PanelState ] >( [
		[ 'closed', 'open', 'opening' ],
		[ 'closed', 'close', 'closed' ],
		[ 'closed', 'toggle', 'opening' ],
		[ 'closed', 'settled', 'closed' ],
		[ 'opening', 'open', 'opening' ],
		[ 'opening', 'close', 'closing' ],
		[ 'opening', 'toggle', 'closing' ],
		[ 'opening', 'settled', 'open' ],
		[ 'open', 'open', 'open' ],
		[ 'open', 'close', 'closing' ],
		[ 'open', 'toggle', 'closing' ],
		[ 'open', 'settled', 'open' ],
		[ 'closing', 'open', 'opening' ],
		[ 'closing', 'close', 'closing' ],
		[ 'closing', 'toggle', 'opening' ],
		[ 'closing', 'settled', 'closed' ],
	] )( '%s + %s → %s', ( state, event, next ) => {
		expect( nextPanelState( state, event ) ).toBe( next );
	} );

	it.each( [
		[ 'push', false, 300 ],
		[ 'overlay', false, 400 ],
		[ 'push', true, 0 ],
	] as const )(
		'%s panels (reduced motion %p) slide in %d ms',
		( mode, reduced, ms ) => {
			expect( transitionMs( mode, reduced ) ).toBe( ms );
		}
	);

	it.each( [
		[ 'button', { button: true, overlay: false, escape: false }, true ],
		[ 'button', { button: false, overlay: true, escape: true }, false ],
		[ 'button', { button: false, overlay: false, escape: false }, true ],
		[ 'overlay', { button: true, overlay: false, escape: true }, false ],
		[ 'escape', { button: true, overlay: false, escape: true }, true ],
	] as const )( 'closes on %s with %o → %p', ( how, options, expected ) => {
		expect( closesOn( how, options ) ).toBe( expected );
	} );
} );
