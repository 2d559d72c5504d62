/**
 * Internal dependencies
 */
import { likeReducer, parseCountReply, type LikeState } from './like-state';

const normal: LikeState = { status: 'normal', count: 12, error: null };

describe( 'likeReducer', () => {
	it( 'goes inactive on click, then loved with the server count', () => {
		const inactive = likeReducer( normal, { type: 'click' } );
		expect( inactive.status ).toBe( 'inactive' );
		expect(
			likeReducer( inactive, { type: 'success', reply: ' 13\n' } )
		).toEqual( {
			status: 'loved',
			count: 13,
			error: null,
		} );
	} );

	it( 'ignores clicks while inactive or loved', () => {
		const inactive: LikeState = { ...normal, status: 'inactive' };
		const loved: LikeState = { ...normal, status: 'loved' };
		expect( likeReducer( inactive, { type: 'click' } ) ).toBe( inactive );
		expect( likeReducer( loved, { type: 'click' } ) ).toBe( loved );
	} );

	it( 'returns to normal with the message on failure, clearing it on the next click', () => {
		const failed = likeReducer(
			{ ...normal, status: 'inactive' },
			{ type: 'failure', message: 'Nope' }
		);
		expect( failed ).toEqual( {
			status: 'normal',
			count: 12,
			error: 'Nope',
		} );
		expect( likeReducer( failed, { type: 'click' } ).error ).toBeNull();
	} );

	it( 'treats a reply that is not a count as a failed like', () => {
		const state = likeReducer(
			{ ...normal, status: 'inactive' },
			{ type: 'success', reply: '<html>' }
		);
		expect( state.status ).toBe( 'normal' );
		expect( state.count ).toBe( 12 );
	} );

	it( 'marks the button loved when the session says so', () => {
		expect( likeReducer( normal, { type: 'known-loved' } ).status ).toBe(
			'loved'
		);
	} );
} );

describe( 'parseCountReply', () => {
	it.each( [
		[ '0', 0 ],
		[ '41', 41 ],
		[ ' 7 ', 7 ],
		[ '', null ],
		[ '-1', null ],
		[ '1.5', null ],
		[ '{"success":false}', null ],
	] )( 'parses %p as %p', ( reply, expected ) => {
		expect( parseCountReply( reply ) ).toBe( expected );
	} );
} );
