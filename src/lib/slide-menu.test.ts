/**
 * Internal dependencies
 */
import { levelAt, readMenu } from './slide-menu';

const tree = readMenu( [
	{ label: 'Home', url: '/', children: [] },
	{
		label: 'Discover',
		url: '#',
		children: [
			{ label: 'About', url: '/about/', children: [] },
			{
				label: 'Rooms',
				url: '',
				children: [ { label: 'Kitchen', url: '/k/', children: [] } ],
			},
		],
	},
] );

describe( 'levelAt', () => {
	it( 'finds the top level, a submenu and a sub-submenu with their parents', () => {
		expect( levelAt( tree, [] ).parent ).toBeNull();
		expect( levelAt( tree, [] ).items ).toHaveLength( 2 );
		expect( levelAt( tree, [ 1 ] ).parent?.label ).toBe( 'Discover' );
		expect(
			levelAt( tree, [ 1, 1 ] ).items.map( ( item ) => item.label )
		).toEqual( [ 'Kitchen' ] );
	} );

	it( 'stops at the deepest level a stale path still reaches', () => {
		expect( levelAt( tree, [ 1, 0 ] ).path ).toEqual( [ 1 ] );
		expect( levelAt( tree, [ 7 ] ).path ).toEqual( [] );
	} );
} );

describe( 'readMenu', () => {
	it( 'drops items without a label and anything that is not an item', () => {
		expect(
			readMenu( [ { label: '' }, 'x', null, { label: 'A', url: 3 } ] )
		).toEqual( [ { label: 'A', url: '', children: [] } ] );
		expect( readMenu( 'nope' ) ).toEqual( [] );
	} );
} );
