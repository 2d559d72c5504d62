/**
 * npm run i18n: writes plugin/languages/vitrine.pot from the PHP (xgettext with WordPress's
 * keywords), the blocks' block.json (title, description, keywords) and the TypeScript (babel
 * with @wordpress/babel-plugin-makepot) sources, then
 * compiles every plugin/languages/vitrine-<locale>.po: a .mo for PHP and one JSON file for the
 * scripts. wp-cli's `i18n make-pot` / `make-json` are not available on these machines.
 *
 * The script JSON is named after the runtime's handle (vitrine-<locale>-vitrine-runtime.json),
 * which WordPress looks for first, and holds the strings of every file under src/: widget
 * chunks are loaded with import() and have no script handle of their own, so their strings
 * travel with the runtime.
 */
import { execFileSync } from 'node:child_process';
import {
	existsSync,
	mkdtempSync,
	readFileSync,
	readdirSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { transformFileSync } from '@babel/core';
import { po } from 'gettext-parser';

const root = new URL( '..', import.meta.url ).pathname;
const tmp = mkdtempSync( join( tmpdir(), 'vitrine-pot-' ) );

function files( dir, test ) {
	return readdirSync( dir ).flatMap( ( name ) => {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			return name === 'build' || name === 'node_modules'
				? []
				: files( path, test );
		}
		return test( name ) ? [ path ] : [];
	} );
}

// PHP: every WordPress translation function, with plural and context arguments, in what ships:
// the plugin and the theme. The development-only demo plugin (dev/vitrine-demo) is left out; its
// few WP-CLI messages stay in English.
const phpFiles = [
	...files( join( root, 'plugin' ), ( n ) => n.endsWith( '.php' ) ),
	...files( join( root, 'theme' ), ( n ) => n.endsWith( '.php' ) ),
	// The blocks' PHP (render.php, their classes), which the build copies into plugin/build/.
	...files( join( root, 'src', 'blocks' ), ( n ) => n.endsWith( '.php' ) ),
].map( ( f ) => relative( root, f ) );
const keywords = [
	'__',
	'_e',
	'_x:1,2c',
	'_ex:1,2c',
	'_n:1,2',
	'_nx:1,2,4c',
	'_n_noop:1,2',
	'_nx_noop:1,2,3c',
	'esc_html__',
	'esc_html_e',
	'esc_html_x:1,2c',
	'esc_attr__',
	'esc_attr_e',
	'esc_attr_x:1,2c',
];
execFileSync(
	'xgettext',
	[
		'--language=PHP',
		'--from-code=UTF-8',
		'--add-comments=translators:',
		'--sort-by-file',
		'--no-wrap',
		'--package-name=Vitrine',
		`--output=${ join( tmp, 'php.pot' ) }`,
		...keywords.map( ( k ) => `--keyword=${ k }` ),
		...phpFiles,
	],
	{ cwd: root }
);

// TypeScript: the makepot babel plugin collects calls to @wordpress/i18n. It keeps its strings
// per plugin instance, so each file gets its own POT and msgcat merges them below.
const tsPots = [];
const tsFiles = files(
	join( root, 'src' ),
	( n ) =>
		/\.tsx?$/.test( n ) &&
		! /\.test\.tsx?$/.test( n ) &&
		! n.endsWith( '.d.ts' )
);
tsFiles.forEach( ( file, index ) => {
	const output = join( tmp, `ts-${ index }.pot` );
	transformFileSync( file, {
		cwd: root,
		filename: relative( root, file ),
		babelrc: false,
		configFile: false,
		presets: [
			'@babel/preset-typescript',
			[ '@babel/preset-react', { runtime: 'automatic' } ],
		],
		plugins: [ [ '@wordpress/babel-plugin-makepot', { output } ] ],
	} );
	if ( existsSync( output ) ) {
		tsPots.push( output );
	}
} );

// block.json: the strings WordPress translates when it registers a block from its metadata
// (register_block_type_from_metadata() reads them through gettext with these contexts, as
// core's i18n schema for block.json names them).
const blockSchema = {
	title: 'block title',
	description: 'block description',
	keywords: 'block keyword',
};
const blockStrings = {};
for ( const file of files(
	join( root, 'src', 'blocks' ),
	( n ) => n === 'block.json'
) ) {
	const metadata = JSON.parse( readFileSync( file, 'utf8' ) );
	for ( const [ key, context ] of Object.entries( blockSchema ) ) {
		for ( const msgid of [ metadata[ key ] ?? [] ].flat() ) {
			blockStrings[ context ] ??= {};
			const entry = ( blockStrings[ context ][ msgid ] ??= {
				msgctxt: context,
				msgid,
				msgstr: [ '' ],
				comments: { reference: '' },
			} );
			entry.comments.reference = [
				entry.comments.reference,
				relative( root, file ),
			]
				.filter( Boolean )
				.join( '\n' );
		}
	}
}
const blockPot = join( tmp, 'blocks.pot' );
writeFileSync(
	blockPot,
	po.compile( {
		charset: 'utf-8',
		headers: { 'Content-Type': 'text/plain; charset=UTF-8' },
		translations: blockStrings,
	} )
);

// The strings the scripts use, whatever else uses them: msgcat --use-first keeps only the first
// file's references, so a string in both PHP and TypeScript ("Love this") is referenced from
// the PHP alone in the .pot and cannot tell the scripts' JSON that they need it.
const scriptStrings = new Set(
	tsPots.flatMap( ( file ) =>
		Object.entries( po.parse( readFileSync( file ) ).translations ).flatMap(
			( [ context, entries ] ) =>
				Object.keys( entries )
					.filter( Boolean )
					.map( ( msgid ) =>
						context ? `${ context }\u0004${ msgid }` : msgid
					)
		)
	)
);

execFileSync( 'msgcat', [
	'--use-first',
	'--no-wrap',
	'--sort-by-file',
	'-o',
	join( root, 'plugin/languages/vitrine.pot' ),
	join( tmp, 'php.pot' ),
	blockPot,
	...tsPots,
] );
const count = execFileSync( 'grep', [
	'-c',
	'^msgid ',
	join( root, 'plugin/languages/vitrine.pot' ),
] )
	.toString()
	.trim();
console.log( `plugin/languages/vitrine.pot: ${ Number( count ) - 1 } strings` );

// Translations: a .mo for PHP and the Jed JSON WordPress hands to wp.i18n for the scripts.
for ( const file of readdirSync( join( root, 'plugin/languages' ) ) ) {
	const match = file.match( /^vitrine-([a-z]{2,3}(?:_[A-Z]{2})?)\.po$/ );
	if ( ! match ) {
		continue;
	}
	const locale = match[ 1 ];
	const source = join( root, 'plugin/languages', file );
	// Bring the translation up to date with the sources first (new strings, moved references).
	execFileSync( 'msgmerge', [
		'--quiet',
		'--update',
		'--backup=none',
		'--no-wrap',
		source,
		join( root, 'plugin/languages/vitrine.pot' ),
	] );
	execFileSync( 'msgfmt', [
		'-o',
		source.replace( /\.po$/, '.mo' ),
		source,
	] );

	const parsed = po.parse( readFileSync( source ) );
	const messages = {
		'': {
			domain: 'messages',
			lang: locale,
			'plural-forms':
				parsed.headers[ 'Plural-Forms' ] ??
				'nplurals=2; plural=(n != 1);',
		},
	};
	for ( const [ context, entries ] of Object.entries(
		parsed.translations
	) ) {
		for ( const [ msgid, entry ] of Object.entries( entries ) ) {
			const key = context ? `${ context }\u0004${ msgid }` : msgid;
			// A fuzzy entry is msgmerge's guess from a similar string ("%s left" took "%d Herz"):
			// msgfmt leaves it out of the .mo, and so does the scripts' JSON.
			if (
				msgid === '' ||
				/\bfuzzy\b/.test( entry.comments?.flag ?? '' ) ||
				! scriptStrings.has( key ) ||
				! entry.msgstr.some( Boolean )
			) {
				continue;
			}
			messages[ key ] = entry.msgstr;
		}
	}
	writeFileSync(
		join(
			root,
			'plugin/languages',
			`vitrine-${ locale }-vitrine-runtime.json`
		),
		JSON.stringify( { domain: 'messages', locale_data: { messages } } )
	);
	console.log(
		`plugin/languages/vitrine-${ locale }: .mo and script JSON written`
	);
}
