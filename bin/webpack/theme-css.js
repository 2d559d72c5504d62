/**
 * The Vitrine theme's one stylesheet, theme/assets/css/theme.css, joined from its parts in
 * theme/assets/css/src/ (one file per concern, in the order of their number prefix). The file
 * is made, not committed: every build writes it (ThemeCssPlugin, in webpack.config.js, so
 * `npm run build`, `npm run dev` and bin/lib.sh's ensure_build do), and `npm run package`
 * writes it again before it zips the theme, so a site gets one request and the installed theme
 * needs no Node. `npm run theme-css` (bin/theme-css.mjs) writes it alone.
 */
const {
	existsSync,
	readFileSync,
	readdirSync,
	writeFileSync,
} = require( 'fs' );
const path = require( 'path' );

/** The first lines of the written file; tests/php/Theme/StylesheetPartsTest.php reads the parts after them. */
const BANNER = `/*
 * Vitrine theme styles. Written by the build from assets/css/src/ (edit those; \`npm run build\`,
 * \`npm run dev\` or \`npm run theme-css\` writes this file): 01 tokens, 02 base, 03 utilities,
 * 04 buttons and forms, 05-07 header and menus (all widths, phones and tablets, desktops),
 * 08 page loader and back to top, 09 sections and cards, 10 front page, 11 single posts and
 * pages, 12 entry content, 13 footer, 14 reduced motion.
 */

`;

/**
 * The parts' folder and the written file of a checkout.
 *
 * @param {string} root The repository's root.
 * @return {{ src: string, file: string }} Paths.
 */
const themeCssPaths = ( root ) => {
	const css = path.join( root, 'theme', 'assets', 'css' );
	return {
		src: path.join( css, 'src' ),
		file: path.join( css, 'theme.css' ),
	};
};

/**
 * Writes theme.css from its parts. An unchanged file is not written again, so its time (the
 * theme's `ver` of the stylesheet, theme/inc/assets.php) changes only with its content.
 *
 * @param {string} root The repository's root.
 * @return {number} How many parts it holds.
 */
function writeThemeCss( root ) {
	const { src, file } = themeCssPaths( root );
	const parts = readdirSync( src )
		.filter( ( name ) => /^\d+-[a-z0-9-]+\.css$/.test( name ) )
		.sort();
	const css =
		BANNER +
		parts
			.map( ( name ) => readFileSync( path.join( src, name ), 'utf8' ) )
			.join( '' );
	if ( ! existsSync( file ) || readFileSync( file, 'utf8' ) !== css ) {
		writeFileSync( file, css );
	}
	return parts.length;
}

/**
 * Writes theme.css before every compilation, and in watch mode (`npm run dev`) watches the
 * parts' folder so an edited part is written out at once.
 */
class ThemeCssPlugin {
	/** @param {string} root The repository's root. */
	constructor( root ) {
		this.root = root;
	}

	apply( compiler ) {
		const write = () => writeThemeCss( this.root );
		compiler.hooks.beforeRun.tap( 'VitrineThemeCss', write );
		compiler.hooks.watchRun.tap( 'VitrineThemeCss', write );
		compiler.hooks.afterCompile.tap( 'VitrineThemeCss', ( compilation ) => {
			compilation.contextDependencies.add(
				themeCssPaths( this.root ).src
			);
		} );
	}
}

module.exports = { BANNER, ThemeCssPlugin, writeThemeCss };
