/**
 * `npm run package`: builds the bundles and writes the installable zips a site owner uploads in
 * wp-admin, `dist/vitrine-plugin-<version>.zip` and `dist/vitrine-theme-<version>.zip` (each with
 * the root folder `vitrine/`), and the example add-on's `dist/vitrine-example-addon-<version>.zip`
 * (root folder `vitrine-example-addon/`, the add-on guide's code and the example payment gateway
 * the bare-site test pays through), then checks them. docs/releasing.md says what is in
 * them and why.
 *
 *   node bin/package.mjs              build, package, check
 *   node bin/package.mjs --no-build   package the bundles plugin/build/ already holds (npm test
 *                                     builds them before its stages)
 *
 * What goes in is what `plugin/` and `theme/` hold, minus the files only a developer needs
 * (NOT_SHIPPED). What must never go in (FORBIDDEN: demo code, tests, TypeScript sources,
 * source maps, dependency folders) fails the run instead of being left out quietly, so a file
 * of that kind moved into `plugin/` is noticed, not shipped or silently dropped. A required
 * file that is missing (REQUIRED) fails it too; every problem is listed, not only the first.
 *
 * VITRINE_PACKAGE_UNFINISHED=1 turns those failures into warnings and still writes the zips,
 * to try a package from a branch whose readme or screenshot is not written yet. Such zips are
 * not for release; CI never sets it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
	copyFileSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	readdirSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import themeCss from './webpack/theme-css.js';

const root = join( import.meta.dirname, '..' );
const dist = join( root, 'dist' );
const unfinished = process.env.VITRINE_PACKAGE_UNFINISHED === '1';
const started = Date.now();

/** Files left out without a word: editors' and systems' litter. */
const LITTER = /(^|\/)(\.DS_Store|Thumbs\.db|\.gitkeep|[^/]*~|\.[^/]*\.swp)$/;

/**
 * Files of the source tree that a site does not need. The `.po` files are the translators'
 * sources: WordPress reads the compiled `.l10n.php` (or the `.mo`, which ships for older
 * tools) and the scripts' `.json`, and translators start from the `.pot`, which ships.
 */
const NOT_SHIPPED = [ /^languages\/[^/]+\.po$/ ];

/** What must never be in a package; finding one fails the run. */
const FORBIDDEN = [
	[
		/(^|\/)demo(\/|$)/i,
		'demo content or its seeder (a development-only plugin)',
	],
	[ /(^|\/)tests?(\/|$)/i, 'tests' ],
	[ /(^|\/)(node_modules|vendor)(\/|$)/, 'a dependency folder' ],
	// Declarations (`types/vitrine.d.ts`, for add-ons written in TypeScript) ship; sources do not.
	[
		/(?<!\.d)\.tsx?$/,
		'a TypeScript source (the bundles in build/ are what runs)',
	],
	[
		/\.map$/,
		'a source map (build with `npm run package`, not `npm run dev`)',
	],
	[ /\.(test|spec)\.[cm]?[jt]sx?$/, 'a test' ],
	[
		/(^|\/)(package(-lock)?\.json|composer\.(json|lock)|phpunit\.xml(\.dist)?|phpcs\.xml(\.dist)?|phpstan\.neon(\.dist)?|webpack\.config\.js|tsconfig\.json|\.git[^/]*|\.eslintrc[^/]*|[^/]+\.log)$/,
		'a development file',
	],
];

/**
 * The German scripts' translations of the runtime, named as `wp i18n make-json` names them (the
 * md5 of the bundle's path in the plugin; bin/i18n.mjs writes them, one per script).
 */
const RUNTIME_DE_JSON = `languages/vitrine-de_DE-${ createHash( 'md5' )
	.update( 'build/runtime.js' )
	.digest( 'hex' ) }.json`;

/**
 * The packages: their folder in the repository, the files each must hold, and (when not
 * `vitrine`) the root folder in the zip and the zip's name.
 */
const PACKAGES = [
	{
		kind: 'plugin',
		source: join( root, 'plugin' ),
		main: 'vitrine.php',
		header: 'Plugin Name',
		required: [
			'vitrine.php',
			'uninstall.php',
			'readme.txt',
			'build/runtime.asset.php',
			'build/blocks-manifest.php',
			'build/styles.php',
			'types/vitrine.d.ts',
			'templates/archive-product.php',
			'templates/single-product.php',
			'languages/vitrine.pot',
			'languages/vitrine-de_DE.mo',
			'languages/vitrine-de_DE.l10n.php',
			RUNTIME_DE_JSON,
		],
		extra: () => [],
	},
	{
		kind: 'theme',
		source: join( root, 'theme' ),
		main: 'style.css',
		header: 'Theme Name',
		required: [
			'style.css',
			'index.php',
			'functions.php',
			'readme.txt',
			'screenshot.png',
			'assets/css/theme.css',
			'languages/vitrine-de_DE.mo',
			'languages/vitrine-de_DE.l10n.php',
		],
		// The plugin's compiled translations for PHP, so the theme is translated on its own too
		// (theme/inc/setup.php loads them from the theme's languages/). Not the scripts' JSON:
		// the theme's script has no strings, and the plugin's scripts read the plugin's copy.
		extra: () =>
			readdirSync( join( root, 'plugin/languages' ) )
				.filter(
					( name ) =>
						name.endsWith( '.mo' ) || name.endsWith( '.l10n.php' )
				)
				.map( ( name ) => ( {
					from: join( root, 'plugin/languages', name ),
					to: `languages/${ name }`,
				} ) ),
	},
	{
		kind: 'addon',
		source: join( root, 'examples/vitrine-example-addon' ),
		folder: 'vitrine-example-addon',
		main: 'vitrine-example-addon.php',
		header: 'Plugin Name',
		required: [
			'vitrine-example-addon.php',
			'gateway/class-vitrine-example-addon-gateway.php',
			'gateway/class-vitrine-example-addon-provider.php',
		],
		// Its tsconfig.json only checks the example's types in the repository.
		notShipped: [ /^tsconfig\.json$/ ],
		extra: () => [],
	},
];

/**
 * Every file under a folder, as paths relative to it, sorted.
 *
 * @param {string} dir  Folder.
 * @param {string} base Path of `dir` relative to the folder the listing started from.
 * @return {string[]} Relative paths.
 */
function filesUnder( dir, base = '' ) {
	return readdirSync( dir, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const path = base ? `${ base }/${ entry.name }` : entry.name;
			return entry.isDirectory()
				? filesUnder( join( dir, entry.name ), path )
				: [ path ];
		} )
		.sort();
}

/**
 * A field of a file header (`Version:` of the plugin's main file or the theme's style.css,
 * `Stable tag:` of a readme.txt), as WordPress reads it from the file's first 8 KB.
 *
 * @param {string} file  Path.
 * @param {string} field Field name.
 * @return {string} Its value, or '' when the header has none.
 */
function headerField( file, field ) {
	const head = readFileSync( file, 'utf8' ).slice( 0, 8192 );
	const match = head.match(
		new RegExp( `^[ \\t/*#@]*${ field }:[ \\t]*(.+)$`, 'mi' )
	);
	return match ? match[ 1 ].trim() : '';
}

/**
 * Problems that make a package unfit for release. Collected, then reported together.
 */
const problems = [];

/**
 * Checks a package's file list and its version, and returns its version.
 *
 * @param {Object}   pkg   One of PACKAGES.
 * @param {string[]} files The files that would be shipped, relative to the package root.
 * @return {string} The version.
 */
function check( pkg, files ) {
	// A forbidden folder is named once, with its number of files.
	const found = new Map();
	for ( const file of files ) {
		for ( const [ pattern, why ] of FORBIDDEN ) {
			const match = pattern.exec( file );
			if ( match ) {
				const end = match.index + match[ 0 ].length;
				const what = match[ 0 ].endsWith( '/' )
					? file.slice( 0, end )
					: file;
				const seen = found.get( what ) ?? { why, count: 0 };
				found.set( what, { why, count: seen.count + 1 } );
				break;
			}
		}
	}
	for ( const [ what, { why, count } ] of found ) {
		const many = what.endsWith( '/' ) ? ` (${ count } files)` : '';
		problems.push(
			`${ pkg.kind }: ${ what }${ many } would be shipped: ${ why }`
		);
	}
	for ( const file of pkg.required ) {
		if ( ! files.includes( file ) ) {
			problems.push( `${ pkg.kind }: ${ file } is missing` );
		}
	}
	const main = join( pkg.source, pkg.main );
	const version = existsSync( main ) ? headerField( main, 'Version' ) : '';
	if ( ! /^\d+\.\d+\.\d+/.test( version ) ) {
		problems.push( `${ pkg.kind }: ${ pkg.main } has no Version: header` );
	}
	if ( pkg.kind === 'plugin' && version ) {
		const constant = readFileSync( main, 'utf8' ).match(
			/const VERSION\s*=\s*'([^']+)'/
		)?.[ 1 ];
		if ( constant !== version ) {
			problems.push(
				`plugin: the header says ${ version }, Vitrine\\VERSION says ${ constant }`
			);
		}
	}
	const readme = join( pkg.source, 'readme.txt' );
	const stable = existsSync( readme )
		? headerField( readme, 'Stable tag' )
		: '';
	// `trunk` is WordPress.org's word for "the newest", which any version is.
	if ( stable && stable !== 'trunk' && version && stable !== version ) {
		problems.push(
			`${ pkg.kind }: readme.txt's Stable tag is ${ stable }, the version ${ version }`
		);
	}
	return version || '0.0.0';
}

/**
 * Lays a package out in a staging folder and zips it.
 *
 * @param {Object} pkg   One of PACKAGES.
 * @param {string} stage Staging folder.
 * @return {{ zip: string, files: string[] }} The zip's path and the files it holds.
 */
function build( pkg, stage ) {
	const own = filesUnder( pkg.source ).filter(
		( file ) =>
			! LITTER.test( file ) &&
			! [ ...NOT_SHIPPED, ...( pkg.notShipped ?? [] ) ].some(
				( pattern ) => pattern.test( file )
			)
	);
	const extra = pkg.extra();
	const files = [ ...own, ...extra.map( ( { to } ) => to ) ].sort();
	const version = check( pkg, files );

	const rootFolder = pkg.folder ?? 'vitrine';
	const folder = join( stage, pkg.kind, rootFolder );
	for ( const file of own ) {
		mkdirSync( dirname( join( folder, file ) ), { recursive: true } );
		copyFileSync( join( pkg.source, file ), join( folder, file ) );
	}
	for ( const { from, to } of extra ) {
		mkdirSync( dirname( join( folder, to ) ), { recursive: true } );
		copyFileSync( from, join( folder, to ) );
	}
	const zip = join(
		dist,
		`${ pkg.folder ?? `vitrine-${ pkg.kind }` }-${ version }.zip`
	);
	rmSync( zip, { force: true } ); // zip adds to an archive that exists.
	// -X: no owner ids or extra timestamps, which mean nothing on the site.
	execFileSync( 'zip', [ '-r', '-X', '-q', '-9', zip, rootFolder ], {
		cwd: join( stage, pkg.kind ),
	} );
	return { zip, files };
}

/**
 * Opens a written zip again as WordPress would: one root folder (`vitrine/`), the main file's
 * header, every PHP file compiles (one PHP process with OPcache: `php -l` per file took 47 s
 * on a busy two-core machine, this takes under a second).
 *
 * @param {Object}   pkg   One of PACKAGES.
 * @param {string}   zip   The zip.
 * @param {string[]} files The files it should hold.
 */
function verify( pkg, zip, files ) {
	const listed = execFileSync( 'unzip', [ '-Z1', zip ], { encoding: 'utf8' } )
		.split( '\n' )
		.filter( ( line ) => line && ! line.endsWith( '/' ) );
	const rootFolder = pkg.folder ?? 'vitrine';
	const outside = listed.filter(
		( entry ) => ! entry.startsWith( `${ rootFolder }/` )
	);
	if ( outside.length ) {
		problems.push(
			`${ pkg.kind } zip: outside ${ rootFolder }/: ${ outside.join(
				', '
			) }`
		);
	}
	if ( listed.length !== files.length ) {
		problems.push(
			`${ pkg.kind } zip: holds ${ listed.length } files, expected ${ files.length }`
		);
	}
	const out = mkdtempSync( join( tmpdir(), 'vitrine-package-' ) );
	try {
		execFileSync( 'unzip', [ '-q', zip, '-d', out ] );
		const main = join( out, rootFolder, pkg.main );
		if ( ! existsSync( main ) || ! headerField( main, pkg.header ) ) {
			problems.push(
				`${ pkg.kind } zip: ${ rootFolder }/${ pkg.main } has no ${ pkg.header }: header`
			);
		}
		const php = files
			.filter( ( file ) => file.endsWith( '.php' ) )
			.map( ( file ) => join( out, rootFolder, file ) );
		try {
			execFileSync(
				'php',
				[
					'-d',
					'opcache.enable_cli=1',
					'-d',
					'display_errors=stderr',
					'-r',
					`$failed = 0;
					foreach ( array_slice( $argv, 1 ) as $file ) {
						try {
							function_exists( 'opcache_compile_file' ) ? opcache_compile_file( $file ) : token_get_all( file_get_contents( $file ), TOKEN_PARSE );
						} catch ( ParseError $e ) {
							fwrite( STDERR, $file . ':' . $e->getLine() . ': ' . $e->getMessage() . "\\n" );
							$failed = 1;
						}
					}
					exit( $failed );`,
					'--',
					...php,
				],
				{ stdio: [ 'ignore', 'ignore', 'pipe' ], encoding: 'utf8' }
			);
		} catch ( error ) {
			problems.push(
				`${ pkg.kind } zip: PHP does not compile:\n${ String(
					error.stderr
				).replaceAll( out + '/', '' ) }`
			);
		}
	} finally {
		rmSync( out, { recursive: true, force: true } );
	}
}

if ( ! process.argv.includes( '--no-build' ) ) {
	console.log( 'building the bundles (wp-scripts build)' );
	execFileSync( 'npx', [ 'wp-scripts', 'build' ], {
		cwd: root,
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	} );
}
// The theme's stylesheet is made, not committed: written again here too, so `--no-build`
// zips the parts as they are now.
themeCss.writeThemeCss( root );

mkdirSync( dist, { recursive: true } );
rmSync( join( dist, 'packages.json' ), { force: true } );
const stage = join( dist, 'stage' );
rmSync( stage, { recursive: true, force: true } );
const written = [];
const manifest = {};
for ( const pkg of PACKAGES ) {
	const { zip, files } = build( pkg, stage );
	verify( pkg, zip, files );
	written.push( zip );
	manifest[ pkg.kind ] = zip;
}
rmSync( stage, { recursive: true, force: true } );

if ( problems.length ) {
	const colour = unfinished ? '\x1b[33m' : '\x1b[31m';
	console.error(
		`${ colour }${ unfinished ? 'Not for release' : 'Packaging failed' }:\n  ${ problems.join(
			'\n  '
		) }\x1b[0m`
	);
	if ( ! unfinished ) {
		for ( const zip of written ) {
			rmSync( zip, { force: true } );
		}
		process.exit( 1 );
	}
}
// Which zips this run wrote, for the bare-site test (dist/ may hold other versions' too).
writeFileSync(
	join( dist, 'packages.json' ),
	JSON.stringify( manifest, null, '\t' ) + '\n'
);
for ( const zip of written ) {
	console.log(
		`${ relative( root, zip ) }: ${ Math.round( statSync( zip ).size / 1024 ) } KB`
	);
}
console.log(
	`packaged in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s`
);
