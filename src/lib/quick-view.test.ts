/**
 * Internal dependencies
 */
import { QUICK_VIEW_REMOVAL_DELAY, stepIndex } from './quick-view';

describe( 'stepIndex', () => {
	it.each( [
		[ 5, 0, 1, 1 ],
		[ 5, 4, 1, 0 ],
		[ 5, 0, -1, 4 ],
		[ 5, 3, -1, 2 ],
		[ 2, 1, 1, 0 ],
		[ 1, 0, 1, -1 ],
		[ 0, 0, -1, -1 ],
		[ 3, 7, 1, -1 ],
	] as const )(
		'%p products, at %p, direction %p gives %p',
		( count, current, direction, expected ) => {
			expect( stepIndex( count, current, direction ) ).toBe( expected );
		}
	);

	it( 'waits 500 ms before removing the popup', () => {
		expect( QUICK_VIEW_REMOVAL_DELAY ).toBe( 500 );
	} );
} );
