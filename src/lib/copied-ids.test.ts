/**
 * Internal dependencies
 */
import { renameIdReferences } from './copied-ids';

describe( 'renameIdReferences', () => {
	const renamed = new Map( [
		[ 'title', 'title-pin-1' ],
		[ 'hint', 'hint-pin-1' ],
	] );

	it.each( [
		[ 'title', 'title-pin-1' ],
		[ 'title hint', 'title-pin-1 hint-pin-1' ],
		[ 'outside title', 'outside title-pin-1' ],
		[ '  hint   outside ', 'hint-pin-1 outside' ],
		[ 'outside', 'outside' ],
		[ 'titles', 'titles' ],
		[ '', '' ],
	] )( '%j becomes %j', ( value, expected ) => {
		expect( renameIdReferences( value, renamed ) ).toBe( expected );
	} );
} );
