/**
 * npm run i18n: writes plugin/languages/vitrine.pot from the sources (bin/i18n.mjs says what
 * it extracts), then brings every plugin/languages/vitrine-<locale>.po up to date with it
 * (msgmerge) and compiles it: a .mo and a .l10n.php (what WordPress 6.5+ loads in its place,
 * OPcache-friendly: bin/i18n.mjs's phpTranslations()) for PHP and, per script, the JSON file WordPress hands to
 * wp.i18n (`vitrine-<locale>-<md5 of the bundle's path>.json`, as `wp i18n make-json` names
 * it). Everything it writes follows from the sources and the .po files: bin/check-i18n.mjs
 * (a stage of npm test) fails when a committed file differs from what this would write.
 *
 * The .pot's creation date only changes when its strings do, so a run on unchanged sources
 * changes no file.
 */
import { execFileSync } from 'node:child_process';
import {
	mkdtempSync,
	readFileSync,
	readdirSync,
	rmSync,
	unlinkSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { po } from 'gettext-parser';
import {
	extractPot,
	isScriptJson,
	languagesDir,
	phpTranslations,
	potFile,
	potWithoutNoise,
	root,
	scriptTranslations,
	translations,
} from './i18n.mjs';

const tmp = mkdtempSync( join( tmpdir(), 'vitrine-pot-' ) );
try {
	const fresh = join( tmp, 'vitrine.pot' );
	const stringsByFile = extractPot( fresh );
	const before = readFileSync( potFile, 'utf8' );
	const after = readFileSync( fresh, 'utf8' );
	// Same strings, only moved lines: keep the old creation date, so that nothing else moves.
	const date = before.match( /^"POT-Creation-Date: [^"]*"$/m )?.[ 0 ];
	writeFileSync(
		potFile,
		date && potWithoutNoise( before ) === potWithoutNoise( after )
			? after.replace( /^"POT-Creation-Date: [^"]*"$/m, date )
			: after
	);
	const count = ( after.match( /^msgid /gm ) ?? [] ).length - 1;
	console.log( `${ relative( root, potFile ) }: ${ count } strings` );

	for ( const { locale, file } of translations() ) {
		// New strings, moved references. Strings the sources no longer have become obsolete
		// (#~) and come back with their translation if a source brings them back.
		execFileSync( 'msgmerge', [
			'--quiet',
			'--update',
			'--backup=none',
			'--no-wrap',
			file,
			potFile,
		] );
		execFileSync( 'msgfmt', [
			'--check-format',
			'-o',
			file.replace( /\.po$/, '.mo' ),
			file,
		] );
		const parsed = po.parse( readFileSync( file ) );
		writeFileSync(
			file.replace( /\.po$/, '.l10n.php' ),
			phpTranslations( parsed )
		);
		const json = scriptTranslations( parsed, locale, stringsByFile );
		for ( const name of readdirSync( languagesDir ) ) {
			if ( isScriptJson( name, locale ) && ! json.has( name ) ) {
				unlinkSync( join( languagesDir, name ) );
			}
		}
		for ( const [ name, content ] of json ) {
			writeFileSync( join( languagesDir, name ), content );
		}
		console.log(
			`${ relative( root, file ) }: .mo, .l10n.php and ${ json.size } script JSON files written`
		);
	}
} finally {
	rmSync( tmp, { recursive: true, force: true } );
}
