/**
 * `npm run fonts`: copies the theme's web fonts (the latin subset of two variable fonts,
 * weight axis only) from their @fontsource-variable packages into theme/assets/fonts/.
 *
 * The copies are committed: the theme then works when installed on its own, without
 * Node or a build, and they change only when the packages are upgraded (run this then).
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire( import.meta.url );
const FONTS = [
	// Text: Inter, weights 100–900.
	[ '@fontsource-variable/inter', 'inter-latin-wght-normal.woff2' ],
	// Headings: Fraunces, weights 100–900.
	[ '@fontsource-variable/fraunces', 'fraunces-latin-wght-normal.woff2' ],
];
const target = join( import.meta.dirname, '..', 'theme', 'assets', 'fonts' );
mkdirSync( target, { recursive: true } );
for ( const [ pkg, file ] of FONTS ) {
	const from = join(
		dirname( require.resolve( `${ pkg }/package.json` ) ),
		'files',
		file
	);
	copyFileSync( from, join( target, file ) );
	console.log( `${ pkg } → theme/assets/fonts/${ file }` );
}
