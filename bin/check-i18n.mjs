/**
 * npm run lint:i18n (also a stage of npm test): the translations are complete and what ships
 * is built from them. Fails when
 * - plugin/languages/vitrine.pot is stale: extracting the strings again (bin/i18n.mjs) gives
 *   other strings, translator comments or contexts (the creation date and the references' line
 *   numbers are left out of the comparison: they move with every edit and translate nothing);
 * - a string of the .pot has no German entry in vitrine-de_DE.po, or one that is fuzzy or
 *   misses a plural form (the project's complete locales: COMPLETE below);
 * - a translation does not keep its string's placeholders (`%s`, `%1$d`, `{{index}}`,
 *   `{seektime}`) or HTML tags (msgfmt --check-format checks the PHP ones, this the rest; a
 *   singular may leave out its number: "Zeigt das einzige Ergebnis");
 * - a .mo or a script's JSON file is not what `npm run i18n` builds from the .po, or a JSON
 *   file is left over from a script that no longer has strings.
 *
 * The fix is `npm run i18n` (the .pot, .mo and JSON), then translating what it lists.
 *
 * Usage: node bin/check-i18n.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { mo, po } from 'gettext-parser';
import {
	extractPot,
	isScriptJson,
	keyOf,
	languagesDir,
	potFile,
	phpTranslations,
	potWithoutNoise,
	root,
	scriptTranslations,
	translations,
} from './i18n.mjs';

/** Locales every string must be translated into. */
const COMPLETE = [ 'de_DE' ];
/** How many missing strings to name before "and N more". */
const LISTED = 25;

const started = Date.now();
const errors = [];
const list = ( items ) =>
	items
		.slice( 0, LISTED )
		.map( ( item ) => `    ${ item }` )
		.concat(
			items.length > LISTED
				? [ `    … and ${ items.length - LISTED } more` ]
				: []
		)
		.join( '\n' );
const show = ( key ) => JSON.stringify( key.replace( '\u0004', ' | ' ) );

/**
 * Every entry of a parsed .po, .pot or .mo but its header, by key.
 *
 * @param {Object} parsed What gettext-parser parsed.
 * @return {Map<string, Object>} Entries.
 */
function entries( parsed ) {
	const found = new Map();
	for ( const [ context, messages ] of Object.entries(
		parsed.translations
	) ) {
		for ( const [ msgid, entry ] of Object.entries( messages ) ) {
			if ( msgid !== '' ) {
				found.set( keyOf( context, msgid ), entry );
			}
		}
	}
	return found;
}

const isTranslated = ( entry ) =>
	! /\bfuzzy\b/.test( entry.comments?.flag ?? '' ) &&
	entry.msgstr.length > 0 &&
	entry.msgstr.every( Boolean );

const PLACEHOLDER =
	/%(?:\d+\$)?[-+0#]*\d*(?:\.\d+)?[bcdeEfFgGosuxX%]|\{\{?\w+\}\}?/g;
const TAG = /<\/?([a-z][a-z0-9]*)\b[^>]*>/gi;
const tokens = ( text ) =>
	[
		...( text.match( PLACEHOLDER ) ?? [] ),
		...[ ...text.matchAll( TAG ) ].map( ( [ tag ] ) =>
			tag.replace( /\s.*$/, '' ).toLowerCase()
		),
	].sort();

/**
 * What a translation lost or gained against its source string.
 *
 * @param {string}  source      msgid or msgid_plural.
 * @param {string}  translation A msgstr.
 * @param {boolean} singular    A singular form, which may leave the number out.
 * @return {string[]} Tokens missing (`-%s`) or extra (`+%d`).
 */
function tokenDiff( source, translation, singular ) {
	const want = tokens( source );
	const have = tokens( translation );
	const diff = [];
	for ( const token of want ) {
		const index = have.indexOf( token );
		if ( index >= 0 ) {
			have.splice( index, 1 );
		} else if ( ! singular || ! /^%(\d+\$)?d$/.test( token ) ) {
			diff.push( `-${ token }` );
		}
	}
	return diff.concat( have.map( ( token ) => `+${ token }` ) );
}

const tmp = mkdtempSync( join( tmpdir(), 'vitrine-i18n-check-' ) );
try {
	// 1. The .pot says what the sources say.
	const freshPot = join( tmp, 'vitrine.pot' );
	const stringsByFile = extractPot( freshPot );
	const committed = readFileSync( potFile, 'utf8' );
	const fresh = readFileSync( freshPot, 'utf8' );
	if ( potWithoutNoise( committed ) !== potWithoutNoise( fresh ) ) {
		const before = entries( po.parse( committed ) );
		const after = entries( po.parse( fresh ) );
		const added = [ ...after.keys() ].filter( ( k ) => ! before.has( k ) );
		const gone = [ ...before.keys() ].filter( ( k ) => ! after.has( k ) );
		errors.push(
			`${ relative( root, potFile ) } is stale: run \`npm run i18n\` and commit it.` +
				( added.length
					? `\n  Strings the sources have and the .pot lacks:\n${ list(
							added.map( show )
						) }`
					: '' ) +
				( gone.length
					? `\n  Strings the .pot has and the sources no longer do:\n${ list(
							gone.map( show )
						) }`
					: '' ) +
				( added.length + gone.length === 0
					? '\n  (The same strings; their comments, flags or order differ.)'
					: '' )
		);
	}
	const potEntries = entries( po.parse( fresh ) );

	for ( const { locale, file } of translations() ) {
		const name = relative( root, file );
		const parsed = po.parse( readFileSync( file ) );
		const poEntries = entries( parsed );

		// 2. Complete, with placeholders and tags kept.
		if ( COMPLETE.includes( locale ) ) {
			const missing = [ ...potEntries.keys() ].filter(
				( key ) =>
					! poEntries.has( key ) ||
					! isTranslated( poEntries.get( key ) )
			);
			if ( missing.length ) {
				errors.push(
					`${ name }: ${ missing.length } of the .pot's ${ potEntries.size } strings have no ${ locale } translation (or a fuzzy one). Run \`npm run i18n\`, then translate:\n${ list(
						missing.map( show )
					) }`
				);
			}
		}
		const broken = [];
		for ( const [ key, entry ] of poEntries ) {
			if ( ! isTranslated( entry ) ) {
				continue;
			}
			entry.msgstr.forEach( ( text, index ) => {
				const source =
					index === 0 || ! entry.msgid_plural
						? entry.msgid
						: entry.msgid_plural;
				const diff = tokenDiff(
					source,
					text,
					Boolean( entry.msgid_plural ) && index === 0
				);
				if ( diff.length ) {
					broken.push(
						`${ show( key ) }${
							entry.msgid_plural ? `[${ index }]` : ''
						}: ${ diff.join( ' ' ) }`
					);
				}
			} );
		}
		if ( broken.length ) {
			errors.push(
				`${ name }: translations that lost or gained a placeholder or tag:\n${ list(
					broken
				) }`
			);
		}
		try {
			execFileSync(
				'msgfmt',
				[ '--check', '--check-format', '-o', '/dev/null', file ],
				{ stdio: 'pipe' }
			);
		} catch ( error ) {
			errors.push( `${ name }: msgfmt -c:\n${ error.stderr }` );
		}

		// 3. The .mo holds exactly the .po's translations.
		const moFile = file.replace( /\.po$/, '.mo' );
		let compiled = new Map();
		try {
			compiled = entries( mo.parse( readFileSync( moFile ) ) );
		} catch {
			errors.push(
				`${ relative( root, moFile ) } is missing or unreadable.`
			);
		}
		const expected = new Map(
			[ ...poEntries ].filter( ( [ , entry ] ) => isTranslated( entry ) )
		);
		const stale = [
			...[ ...expected ]
				.filter(
					( [ key, entry ] ) =>
						JSON.stringify( compiled.get( key )?.msgstr ) !==
						JSON.stringify( entry.msgstr )
				)
				.map( ( [ key ] ) => key ),
			...[ ...compiled.keys() ].filter(
				( key ) => ! expected.has( key )
			),
		];
		if ( stale.length ) {
			errors.push(
				`${ relative( root, moFile ) } is not built from ${ name }: run \`npm run i18n\`. Strings that differ:\n${ list(
					stale.map( show )
				) }`
			);
		}

		// 4. The .l10n.php WordPress loads in place of the .mo, built from the same .po.
		const phpFile = file.replace( /\.po$/, '.l10n.php' );
		let phpOnDisk = '';
		try {
			phpOnDisk = readFileSync( phpFile, 'utf8' );
		} catch {}
		if ( phpOnDisk !== phpTranslations( parsed ) ) {
			errors.push(
				`${ relative( root, phpFile ) } is missing or not built from ${ name }: run \`npm run i18n\`.`
			);
		}

		// 5. The scripts' JSON files too.
		const json = scriptTranslations( parsed, locale, stringsByFile );
		const onDisk = readdirSync( languagesDir ).filter( ( n ) =>
			isScriptJson( n, locale )
		);
		const wrong = [
			...[ ...json ]
				.filter( ( [ n, content ] ) => {
					try {
						return (
							readFileSync( join( languagesDir, n ), 'utf8' ) !==
							content
						);
					} catch {
						return true;
					}
				} )
				.map(
					( [ n ] ) =>
						`${ n } (${ JSON.parse( json.get( n ) ).source })`
				),
			...onDisk
				.filter( ( n ) => ! json.has( n ) )
				.map( ( n ) => `${ n } (no script has these strings)` ),
		];
		if ( wrong.length ) {
			errors.push(
				`The scripts' ${ locale } JSON files are not built from ${ name }: run \`npm run i18n\`.\n${ list(
					wrong
				) }`
			);
		}
	}
} finally {
	rmSync( tmp, { recursive: true, force: true } );
}

if ( errors.length ) {
	console.error( errors.join( '\n\n' ) );
	process.exit( 1 );
}
console.log(
	`i18n: the .pot is current, ${ COMPLETE.join(
		', '
	) } complete, .mo, .l10n.php and script JSON built from the .po (${ (
		( Date.now() - started ) /
		1000
	).toFixed( 1 ) } s)`
);
