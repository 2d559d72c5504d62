/**
 * The translation pipeline shared by `npm run i18n` (bin/make-pot.mjs, which writes) and the
 * check of `npm test` (bin/check-i18n.mjs, which only compares):
 *
 * - extractPot(): the .pot of what ships, from the PHP of the plugin and the theme (xgettext
 *   with WordPress's keywords), the blocks' block.json (title, description, keywords) and the
 *   TypeScript under src/ (babel with @wordpress/babel-plugin-makepot);
 * - scriptTranslations(): per locale, the Jed JSON files WordPress hands to wp.i18n, one per
 *   script, named as `wp i18n make-json` names them: `vitrine-<locale>-<md5>.json`, the md5 of
 *   the bundle's path in the plugin (`build/runtime.js`, `build/blocks/map/index.js`), which
 *   load_script_textdomain() computes from the script's address whatever its handle. Each file
 *   holds the strings of the source files its bundle is built from, followed through imports;
 *   the widget chunks the runtime loads with import() have no script of their own, so their
 *   strings travel with the runtime's file.
 *
 * wp-cli's `i18n make-pot` / `make-json` are not available on these machines.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import {
	existsSync,
	mkdtempSync,
	readFileSync,
	readdirSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { transformFileSync } from '@babel/core';
import { po } from 'gettext-parser';

export const root = resolve( import.meta.dirname, '..' );
export const languagesDir = join( root, 'plugin/languages' );
export const potFile = join( languagesDir, 'vitrine.pot' );

/**
 * Gettext's key of an entry: the context and the msgid joined by EOT, as Jed and .mo do.
 *
 * @param {string} context msgctxt, or ''.
 * @param {string} msgid   msgid.
 * @return {string} The key.
 */
export const keyOf = ( context, msgid ) =>
	context ? `${ context }\u0004${ msgid }` : msgid;

function files( dir, test ) {
	return readdirSync( dir )
		.sort()
		.flatMap( ( name ) => {
			const path = join( dir, name );
			if ( statSync( path ).isDirectory() ) {
				return name === 'build' || name === 'node_modules'
					? []
					: files( path, test );
			}
			return test( name ) ? [ path ] : [];
		} );
}

/** WordPress's translation functions, with their plural and context arguments. */
const PHP_KEYWORDS = [
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

/**
 * The contexts core's i18n schema for block.json gives the strings
 * register_block_type_from_metadata() translates.
 */
const BLOCK_SCHEMA = {
	title: 'block title',
	description: 'block description',
	keywords: 'block keyword',
};

/** The TypeScript sources that ship (tests and declarations left out). */
function scriptSources() {
	return files(
		join( root, 'src' ),
		( n ) =>
			/\.tsx?$/.test( n ) &&
			! /\.test\.tsx?$/.test( n ) &&
			! n.endsWith( '.d.ts' )
	);
}

/**
 * Extracts every string into a .pot.
 *
 * @param {string} output Where to write the .pot.
 * @return {Map<string, Set<string>>} The keys of the strings of each TypeScript file (path
 *                                    relative to the root), for the scripts' JSON.
 */
export function extractPot( output ) {
	const tmp = mkdtempSync( join( tmpdir(), 'vitrine-pot-' ) );
	try {
		// PHP: what ships, the plugin, the theme and the blocks' PHP (render.php, their classes),
		// which the build copies into plugin/build/. The development-only demo plugin
		// (dev/vitrine-demo) is left out; its few WP-CLI messages stay in English.
		const phpFiles = [
			...files( join( root, 'plugin' ), ( n ) => n.endsWith( '.php' ) ),
			...files( join( root, 'theme' ), ( n ) => n.endsWith( '.php' ) ),
			...files( join( root, 'src', 'blocks' ), ( n ) =>
				n.endsWith( '.php' )
			),
		].map( ( f ) => relative( root, f ) );
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
				...PHP_KEYWORDS.map( ( k ) => `--keyword=${ k }` ),
				...phpFiles,
			],
			{ cwd: root }
		);

		// TypeScript: the makepot babel plugin collects the calls to __(), _n()… It keeps its
		// strings per plugin instance, so each file gets its own POT and msgcat merges them.
		const tsPots = [];
		const stringsByFile = new Map();
		scriptSources().forEach( ( file, index ) => {
			const pot = join( tmp, `ts-${ index }.pot` );
			transformFileSync( file, {
				cwd: root,
				filename: relative( root, file ),
				babelrc: false,
				configFile: false,
				presets: [
					'@babel/preset-typescript',
					[ '@babel/preset-react', { runtime: 'automatic' } ],
				],
				plugins: [
					[ '@wordpress/babel-plugin-makepot', { output: pot } ],
				],
			} );
			if ( existsSync( pot ) ) {
				tsPots.push( pot );
				stringsByFile.set(
					relative( root, file ),
					new Set(
						Object.entries(
							po.parse( readFileSync( pot ) ).translations
						).flatMap( ( [ context, entries ] ) =>
							Object.keys( entries )
								.filter( Boolean )
								.map( ( msgid ) => keyOf( context, msgid ) )
						)
					)
				);
			}
		} );

		const blockPot = join( tmp, 'blocks.pot' );
		writeFileSync( blockPot, blockStringsPot() );

		execFileSync( 'msgcat', [
			'--use-first',
			'--no-wrap',
			'--sort-by-file',
			'-o',
			output,
			join( tmp, 'php.pot' ),
			blockPot,
			...tsPots,
		] );
		return stringsByFile;
	} finally {
		rmSync( tmp, { recursive: true, force: true } );
	}
}

/** The block.json strings WordPress translates, as a POT. */
function blockStringsPot() {
	const strings = {};
	for ( const file of files(
		join( root, 'src', 'blocks' ),
		( n ) => n === 'block.json'
	) ) {
		const metadata = JSON.parse( readFileSync( file, 'utf8' ) );
		for ( const [ key, context ] of Object.entries( BLOCK_SCHEMA ) ) {
			for ( const msgid of [ metadata[ key ] ?? [] ].flat() ) {
				strings[ context ] ??= {};
				const entry = ( strings[ context ][ msgid ] ??= {
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
	return po.compile( {
		charset: 'utf-8',
		headers: { 'Content-Type': 'text/plain; charset=UTF-8' },
		translations: strings,
	} );
}

/**
 * What a .pot says, without what changes with every run or every edit of a source: the
 * creation date and the references' line numbers. Two .pots with the same text here give
 * translators the same work.
 *
 * @param {string} text A .pot.
 * @return {string} Its comparable text.
 */
export function potWithoutNoise( text ) {
	return text
		.replace( /^"POT-Creation-Date: [^"]*"\n/m, '' )
		.replace( /^#: .*\n/gm, '' );
}

/**
 * The scripts built from src/ (webpack.config.js's entries), each with the path of its bundle
 * in the plugin and its entry source. Loading the config writes the runtime's widget loaders
 * (src/runtime/widget-loaders.ts) as every build does: the import graph below follows them.
 *
 * @return {{ bundle: string, entry: string }[]} Bundles, e.g. `build/runtime.js`.
 */
export function scriptBundles() {
	const config = createRequire( import.meta.url )(
		join( root, 'webpack.config.js' )
	);
	return Object.entries( config.entry() )
		.filter( ( [ , source ] ) => /\.[jt]sx?$/.test( String( source ) ) )
		.map( ( [ name, source ] ) => ( {
			bundle: `build/${ name }.js`,
			entry: resolve( root, String( source ) ),
		} ) )
		.sort( ( a, b ) => a.bundle.localeCompare( b.bundle ) );
}

const IMPORT =
	/(?:\bfrom\s*|\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)?|\bimport\s+|\brequire\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * The source files a bundle is built from: its entry and every relative import, static or
 * dynamic (a chunk loaded with import() is translated with its entry's file).
 *
 * @param {string} entry Absolute path of the entry source.
 * @return {Set<string>} Paths relative to the root.
 */
export function sourcesOf( entry ) {
	const seen = new Set();
	const visit = ( file ) => {
		if ( seen.has( file ) ) {
			return;
		}
		seen.add( file );
		for ( const [ , request ] of readFileSync( file, 'utf8' ).matchAll(
			IMPORT
		) ) {
			const base = resolve( dirname( file ), request );
			const found = [
				base,
				`${ base }.ts`,
				`${ base }.tsx`,
				join( base, 'index.ts' ),
				join( base, 'index.tsx' ),
			].find(
				( candidate ) =>
					/\.tsx?$/.test( candidate ) &&
					existsSync( candidate ) &&
					statSync( candidate ).isFile()
			);
			if ( found ) {
				visit( found );
			}
		}
	};
	visit( entry );
	return new Set( [ ...seen ].map( ( file ) => relative( root, file ) ) );
}

/**
 * The scripts' JSON files of one translation, as WordPress's load_script_textdomain() reads
 * them. A script whose sources have no translated string gets no file.
 *
 * @param {Object}                   parsed        The .po, parsed by gettext-parser.
 * @param {string}                   locale        E.g. `de_DE`.
 * @param {Map<string, Set<string>>} stringsByFile What extractPot() returned.
 * @return {Map<string, string>} File name → content.
 */
export function scriptTranslations( parsed, locale, stringsByFile ) {
	const translated = new Map();
	for ( const [ context, entries ] of Object.entries(
		parsed.translations
	) ) {
		for ( const [ msgid, entry ] of Object.entries( entries ) ) {
			// A fuzzy entry is msgmerge's guess from a similar string: msgfmt leaves it out of
			// the .mo, and so does the scripts' JSON.
			if (
				msgid !== '' &&
				! /\bfuzzy\b/.test( entry.comments?.flag ?? '' ) &&
				entry.msgstr.some( Boolean )
			) {
				translated.set( keyOf( context, msgid ), entry.msgstr );
			}
		}
	}
	const written = new Map();
	for ( const { bundle, entry } of scriptBundles() ) {
		const keys = new Set(
			[ ...sourcesOf( entry ) ].flatMap( ( file ) => [
				...( stringsByFile.get( file ) ?? [] ),
			] )
		);
		const messages = {
			'': {
				domain: 'messages',
				lang: locale,
				'plural-forms':
					parsed.headers[ 'Plural-Forms' ] ??
					'nplurals=2; plural=(n != 1);',
			},
		};
		for ( const key of [ ...keys ].sort() ) {
			if ( translated.has( key ) ) {
				messages[ key ] = translated.get( key );
			}
		}
		if ( Object.keys( messages ).length === 1 ) {
			continue;
		}
		const md5 = createHash( 'md5' ).update( bundle ).digest( 'hex' );
		written.set(
			`vitrine-${ locale }-${ md5 }.json`,
			JSON.stringify( {
				'translation-revision-date':
					parsed.headers[ 'PO-Revision-Date' ] ?? '',
				generator: 'Vitrine bin/i18n.mjs',
				source: bundle,
				domain: 'messages',
				locale_data: { messages },
			} )
		);
	}
	return written;
}

/**
 * The translations of the plugin's languages folder.
 *
 * @return {{ locale: string, file: string }[]} One per `vitrine-<locale>.po`.
 */
export function translations() {
	return readdirSync( languagesDir )
		.map( ( file ) =>
			file.match( /^vitrine-([a-z]{2,3}(?:_[A-Z]{2})?)\.po$/ )
		)
		.filter( Boolean )
		.map( ( [ file, locale ] ) => ( {
			locale,
			file: join( languagesDir, file ),
		} ) );
}

/**
 * Whether a file name is one of a locale's scripts' JSON files.
 *
 * @param {string} name   File name.
 * @param {string} locale E.g. `de_DE`.
 * @return {boolean} Whether it is.
 */
export const isScriptJson = ( name, locale ) =>
	name.startsWith( `vitrine-${ locale }-` ) && name.endsWith( '.json' );

/**
 * A PHP string literal: single-quoted, with NUL bytes (between a plural's forms) spliced in as
 * `"\0"`, the way WordPress's own `WP_Translation_File::transform()` writes them.
 *
 * @param {string} text Text.
 * @return {string} PHP source.
 */
const phpString = ( text ) =>
	text
		.split( '\0' )
		.map(
			( part ) => `'${ part.replace( /[\\']/g, ( c ) => `\\${ c }` ) }'`
		)
		.join( ' . "\\0" . ' );

/**
 * The `.l10n.php` file of one translation: what WordPress 6.5+ loads in place of the .mo when it
 * lies beside it (`load_textdomain()`, the `translation_file_format` filter's default). A PHP
 * array is cached by OPcache, so a German page reads the plugin's 2,000 strings from shared
 * memory instead of parsing the 178 KB .mo again on every request (about 1.5 ms on this
 * machine). The same entries as the .mo, keyed as WordPress keys the .mo's: translated, not
 * fuzzy; a plural by its singular, its translated forms joined by NUL; a context prefixed with EOT.
 *
 * @param {Object} parsed The .po, parsed by gettext-parser.
 * @return {string} PHP source.
 */
export function phpTranslations( parsed ) {
	const headers = Object.entries( parsed.headers )
		.filter( ( [ , value ] ) => value !== '' )
		.map(
			( [ name, value ] ) =>
				`${ phpString( name.toLowerCase() ) }=>${ phpString( value ) }`
		);
	const messages = [];
	for ( const [ context, entries ] of Object.entries(
		parsed.translations
	) ) {
		for ( const [ msgid, entry ] of Object.entries( entries ) ) {
			if (
				msgid === '' ||
				/\bfuzzy\b/.test( entry.comments?.flag ?? '' ) ||
				! entry.msgstr.some( Boolean )
			) {
				continue;
			}
			messages.push( [
				keyOf( context, msgid ),
				entry.msgstr.join( '\0' ),
			] );
		}
	}
	messages.sort( ( [ a ], [ b ] ) => ( a < b ? -1 : Number( a > b ) ) );
	const body = messages
		.map(
			( [ key, value ] ) =>
				`${ phpString( key ) }=>${ phpString( value ) }`
		)
		.join( ',' );
	return `<?php\nreturn [${ headers.join( ',' ) },'messages'=>[${ body }]];\n`;
}
