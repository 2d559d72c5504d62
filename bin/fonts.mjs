/**
 * `npm run fonts` (bin/fonts.sh): makes the theme's web fonts, two variable fonts (weight axis
 * only), from their @fontsource-variable packages into theme/assets/fonts/, subset with
 * fontTools' pyftsubset to what the site's languages (English, German) need.
 *
 * Each font becomes two files, told apart by theme.css's unicode-range so a browser fetches
 * the second only for a page that uses one of its characters:
 * - `-latin-`: Basic Latin, Latin-1 Supplement (German's umlauts and ß), the punctuation
 *   typography uses (dashes, quotes, ellipsis, bullets), € and ™; preloaded on every page.
 * - `-latin-ext-a-`: the rest of Latin Extended-A (names such as Łódź or Dvořák).
 * Other scripts fall back to the next font in the stack. The weight axis is cut to the weights
 * the theme and the plugin use (400–700: text, 500–600 labels, 600 headings, 700 bold; theme.css's
 * `font-weight` ranges say the same), which drops the deltas of the thin and black masters:
 * Inter 38.8 → 28.1 KB, Fraunces 35.8 → 32.5 KB on every page. Only the OpenType features text
 * uses are kept (pyftsubset's defaults: kerning, ligatures, contextual alternates, and the
 * tabular figures the widgets ask for), which is most of the saving: Inter's stylistic sets
 * and alternates are many glyphs that no page shows.
 *
 * The outputs are committed: the theme then works installed on its own, without Node,
 * Python or a build, and they change only when the packages are upgraded (run this then).
 * The ranges here and theme/assets/css/theme.css's unicode-range must stay the same.
 */
import { execFileSync } from 'node:child_process';
import {
	copyFileSync,
	mkdirSync,
	mkdtempSync,
	rmSync,
	statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire( import.meta.url );

export const LATIN =
	'U+0000-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2013-2014,U+2018-201A,U+201C-201E,U+2020-2022,U+2026,U+2030,U+2039-203A,U+2044,U+20AC,U+2122,U+2212';
export const LATIN_EXT_A = 'U+0100-0130,U+0132-0151,U+0154-017F';
// Added to pyftsubset's default features: the widgets' `font-variant-numeric: tabular-nums`.
const FEATURES = [ 'tnum' ];
// The weights kept; must match theme.css's @font-face `font-weight`.
export const WEIGHTS = '400:700';

const FONTS = [
	// Text: Inter, weights 100–900.
	[ '@fontsource-variable/inter', 'inter' ],
	// Headings: Fraunces, weights 100–900.
	[ '@fontsource-variable/fraunces', 'fraunces' ],
];
const target = join( import.meta.dirname, '..', 'theme', 'assets', 'fonts' );
mkdirSync( target, { recursive: true } );

const work = mkdtempSync( join( tmpdir(), 'vitrine-fonts-' ) );

const subset = ( from, to, unicodes ) => {
	// fontTools' instancer limits the weight axis first (a variable font still), then
	// pyftsubset keeps the characters and features.
	const limited = join( work, 'limited.ttf' );
	execFileSync( 'fonttools', [
		'varLib.instancer',
		from,
		`wght=${ WEIGHTS }`,
		'--quiet',
		'-o',
		limited,
	] );
	execFileSync( 'pyftsubset', [
		limited,
		`--unicodes=${ unicodes }`,
		`--layout-features+=${ FEATURES.join( ',' ) }`,
		'--flavor=woff2',
		'--no-hinting',
		'--desubroutinize',
		`--output-file=${ to }`,
	] );
	console.log(
		`${ from.split( '/node_modules/' ).pop() } → ${ to.split( '/theme/' ).pop() } (${ statSync( to ).size } bytes)`
	);
};

for ( const [ pkg, name ] of FONTS ) {
	const root = dirname( require.resolve( `${ pkg }/package.json` ) );
	const files = join( root, 'files' );
	subset(
		join( files, `${ name }-latin-wght-normal.woff2` ),
		join( target, `${ name }-latin-wght-normal.woff2` ),
		LATIN
	);
	subset(
		join( files, `${ name }-latin-ext-wght-normal.woff2` ),
		join( target, `${ name }-latin-ext-a-wght-normal.woff2` ),
		LATIN_EXT_A
	);
	copyFileSync(
		join( root, 'LICENSE' ),
		join( target, `LICENSE-${ name }.txt` )
	);
}

rmSync( work, { recursive: true, force: true } );
