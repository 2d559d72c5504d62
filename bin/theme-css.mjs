/**
 * `npm run theme-css`: writes theme/assets/css/theme.css, the Vitrine theme's one stylesheet,
 * from its parts in theme/assets/css/src/ (one file per concern, in the order of their number
 * prefix). The theme enqueues the written file, so a site gets one request and the theme works
 * installed on its own, without Node; tests/php/Theme/StylesheetPartsTest.php fails when the
 * written file is older than its parts.
 *
 *   node bin/theme-css.mjs   write theme.css from the parts
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const css = join( import.meta.dirname, '..', 'theme', 'assets', 'css' );

/** The first lines of the written file; the PHP test reads the parts after them. */
export const BANNER = `/*
 * Vitrine theme styles. Written by bin/theme-css.mjs from assets/css/src/ (edit those, then
 * run \`npm run theme-css\`): 01 tokens, 02 base, 03 utilities, 04 buttons and forms,
 * 05-07 header and menus (all widths, phones and tablets, desktops), 08 page loader and back
 * to top, 09 sections and cards, 10 front page, 11 single posts and pages, 12 entry content,
 * 13 footer, 14 reduced motion.
 */

`;

const parts = readdirSync( join( css, 'src' ) )
	.filter( ( name ) => /^\d+-[a-z0-9-]+\.css$/.test( name ) )
	.sort();
writeFileSync(
	join( css, 'theme.css' ),
	BANNER +
		parts
			.map( ( name ) => readFileSync( join( css, 'src', name ), 'utf8' ) )
			.join( '' )
);
console.log( `theme/assets/css/theme.css: ${ parts.length } parts` );
