/**
 * Every block's metadata, as the inserter shows it: the "Vitrine" category, and a title and
 * an icon of its own, so two blocks never look alike there (issue 31: several pairs shared
 * an icon and two blocks were both called "Table", one of them core's).
 */
import { readdirSync, readFileSync, existsSync } from 'fs';
import { join } from 'path';

type Metadata = {
	name: string;
	title: string;
	category: string;
	icon: unknown;
};

const root = __dirname;
const blocks: Metadata[] = readdirSync( root )
	.map( ( name ) => join( root, name, 'block.json' ) )
	.filter( ( file ) => existsSync( file ) )
	.map( ( file ) => JSON.parse( readFileSync( file, 'utf8' ) ) as Metadata );

// Titles of core blocks (WordPress 6.8) that a Vitrine block could be mistaken for.
const CORE_TITLES = [
	'Table',
	'Accordion',
	'Details',
	'Gallery',
	'Search',
	'Video',
	'Audio',
	'Image',
	'Navigation',
	'Cover',
	'Quote',
	'Buttons',
];

describe( 'block.json of every block', () => {
	it( 'finds the blocks', () => {
		expect( blocks.length ).toBeGreaterThan( 40 );
	} );

	it.each( blocks.map( ( block ) => [ block.name, block ] as const ) )(
		'%s is in the Vitrine category with a title and an icon',
		( _name, block ) => {
			expect( block.category ).toBe( 'vitrine' );
			expect( typeof block.title ).toBe( 'string' );
			expect( block.title.trim() ).not.toBe( '' );
			expect( block.icon ).toBeTruthy();
		}
	);

	it( 'gives each block a title of its own, none of them a core block’s', () => {
		const titles = blocks.map( ( block ) => block.title.toLowerCase() );
		expect(
			titles.filter(
				( title, index ) => titles.indexOf( title ) !== index
			)
		).toEqual( [] );
		expect(
			blocks
				.filter( ( block ) => CORE_TITLES.includes( block.title ) )
				.map( ( block ) => block.name )
		).toEqual( [] );
	} );

	it( 'gives each block an icon of its own', () => {
		const seen = new Map< string, string >();
		const shared: string[] = [];
		blocks.forEach( ( block ) => {
			const icon = JSON.stringify( block.icon );
			const first = seen.get( icon );
			if ( first ) {
				shared.push( `${ block.name } and ${ first }: ${ icon }` );
			}
			seen.set( icon, first ?? block.name );
		} );
		expect( shared ).toEqual( [] );
	} );
} );
