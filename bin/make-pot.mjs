/**
 * npm run i18n: writes languages/vitrine.pot from the PHP (xgettext with WordPress's
 * keywords) and the TypeScript (babel with @wordpress/babel-plugin-makepot) sources.
 * wp-cli's `i18n make-pot` is not available on these machines.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { transformFileSync } from '@babel/core';

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

// PHP: every WordPress translation function, with plural and context arguments.
const phpFiles = [
	...files( join( root, 'plugin' ), ( n ) => n.endsWith( '.php' ) ),
	...files( join( root, 'theme' ), ( n ) => n.endsWith( '.php' ) ),
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

// TypeScript: the makepot babel plugin collects calls to @wordpress/i18n.
const tsPot = join( tmp, 'ts.pot' );
for ( const file of files(
	join( root, 'src' ),
	( n ) =>
		/\.tsx?$/.test( n ) &&
		! /\.test\.tsx?$/.test( n ) &&
		! n.endsWith( '.d.ts' )
) ) {
	transformFileSync( file, {
		cwd: root,
		filename: relative( root, file ),
		babelrc: false,
		configFile: false,
		presets: [
			'@babel/preset-typescript',
			[ '@babel/preset-react', { runtime: 'automatic' } ],
		],
		plugins: [ [ '@wordpress/babel-plugin-makepot', { output: tsPot } ] ],
	} );
}

execFileSync( 'msgcat', [
	'--use-first',
	'--no-wrap',
	'--sort-by-file',
	'-o',
	join( root, 'languages/vitrine.pot' ),
	join( tmp, 'php.pot' ),
	tsPot,
] );
const count = execFileSync( 'grep', [
	'-c',
	'^msgid ',
	join( root, 'languages/vitrine.pot' ),
] )
	.toString()
	.trim();
console.log( `languages/vitrine.pot: ${ Number( count ) - 1 } strings` );
