/*
 * @jest-environment node
 *
 * Pure logic: runs without a DOM.
 */

/**
 * Internal dependencies
 */
import {
	anchorId,
	hashActionHref,
	parseHashAction,
	scrollPosition,
} from './hash-action';

describe( 'hash actions', () => {
	it.each( [
		[
			'#vitrine-action:popup/open/42',
			{ kind: 'popup', verb: 'open', target: '42' },
		],
		[
			'#vitrine-action:popup/close',
			{ kind: 'popup', verb: 'close', target: '' },
		],
		[
			'#vitrine-action:popup/close/42',
			{ kind: 'popup', verb: 'close', target: '42' },
		],
		[
			'#vitrine-action:off-canvas/toggle/side-menu',
			{ kind: 'off-canvas', verb: 'toggle', target: 'side-menu' },
		],
		[
			'#vitrine-action:off-canvas/open/cart',
			{ kind: 'off-canvas', verb: 'open', target: 'cart' },
		],
		[
			'#vitrine-action:off-canvas/close',
			{ kind: 'off-canvas', verb: 'close', target: '' },
		],
		[
			'#vitrine-action:lightbox/open/https%3A%2F%2Fa.test%2Fb.jpg',
			{ kind: 'lightbox', verb: 'open', target: 'https://a.test/b.jpg' },
		],
		[ '#vitrine-action:popup/open', null ],
		[
			'#vitrine-action:popup/open/studio-hours',
			{ kind: 'popup', verb: 'open', target: 'studio-hours' },
		],
		[ '#vitrine-action:popup/open/Abc', null ],
		[ '#vitrine-action:popup/toggle/4', null ],
		[ '#vitrine-action:off-canvas/open/Side Menu', null ],
		[ '#vitrine-action:lightbox/open/javascript%3Aalert(1)', null ],
		[ '#vitrine-action:lightbox/open/%E0%A4%A', null ],
		[ '#vitrine-action:popup/open/4/5', null ],
		[ '#vitrine-action:shop/open/4', null ],
		[ '#contact', null ],
		[ '', null ],
	] )( '%s', ( hash, expected ) => {
		expect( parseHashAction( hash ) ).toEqual( expected );
	} );

	it( 'writes links that parse back', () => {
		const action = {
			kind: 'lightbox',
			verb: 'open',
			target: 'https://a.test/x.jpg?size=2&v=1',
		} as const;
		expect( parseHashAction( hashActionHref( action ) ) ).toEqual( action );
		expect(
			hashActionHref( { kind: 'popup', verb: 'close', target: '' } )
		).toBe( '#vitrine-action:popup/close' );
	} );

	it.each( [
		[ '#contact', 'contact' ],
		[ '#section-2_b', 'section-2_b' ],
		[ '#2col', null ],
		[ '#a b', null ],
		[ '#', null ],
		[ '#x"]', null ],
		[ 'contact', null ],
	] )( 'anchor %s → %p', ( hash, id ) => {
		expect( anchorId( hash ) ).toBe( id );
	} );

	it.each( [
		[ 0, 0 ],
		[ 250, 500 ],
		[ 500, 1000 ],
		[ 900, 1000 ],
	] )( 'scroll at %d ms is at %d', ( elapsed, y ) => {
		expect( scrollPosition( 0, 1000, elapsed ) ).toBe( y );
	} );
} );
