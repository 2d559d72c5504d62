/**
 * The map's deprecation: a map saved before `mapStyle` (its colours a string in `style`) is
 * taken, and its colours move to `mapStyle`; a current map, whose `style` is core's object, is
 * left alone. (tests/e2e/editor-blocks.spec.ts loads such a map in the editor.)
 */

/**
 * Internal dependencies
 */
import metadata from './block.json';
import deprecated from './deprecated';

const [ styleAsString ] = deprecated;
const pins = [ { lat: 45.76, lng: 4.83, title: 'Lyon' } ];
const colours = '{"land":"#efe9df","water":"#cfe0e3"}';

describe( 'the map block’s deprecation', () => {
	it( 'declares every current attribute, with the colours under their old name', () => {
		const names = Object.keys( metadata.attributes ).filter(
			( name ) => name !== 'mapStyle'
		);
		expect( Object.keys( styleAsString!.attributes ).sort() ).toEqual(
			[ ...names, 'style' ].sort()
		);
		expect( styleAsString!.attributes.style ).toEqual( {
			type: 'string',
			default: '',
		} );
		// No colour support here: core would declare `style` an object again.
		expect( styleAsString!.supports ).not.toHaveProperty( 'color' );
	} );

	it( 'takes a map whose `style` is a string, not one whose `style` is core’s object', () => {
		expect( styleAsString!.isEligible( { pins, style: colours } ) ).toBe(
			true
		);
		expect(
			styleAsString!.isEligible( {
				pins,
				mapStyle: colours,
				style: { spacing: { padding: { top: '7px' } } },
			} )
		).toBe( false );
		expect( styleAsString!.isEligible( { pins } ) ).toBe( false );
	} );

	it( 'moves the colours to `mapStyle` and keeps the rest', () => {
		expect(
			styleAsString!.migrate( {
				pins,
				style: colours,
				anchor: 'find-us',
			} )
		).toEqual( { pins, mapStyle: colours, anchor: 'find-us' } );
	} );
} );
