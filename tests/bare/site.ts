/**
 * Helpers of the bare-site test: the packages to install, the site's language, and the
 * plugin's own translations to expect.
 */

/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join( __dirname, '../..' );

/**
 * The zips `npm run package` wrote last (it lists them in dist/packages.json).
 */
export function packages(): { plugin: string; theme: string; addon: string } {
	return JSON.parse(
		readFileSync( join( ROOT, 'dist/packages.json' ), 'utf8' )
	) as { plugin: string; theme: string; addon: string };
}

/**
 * Sets the site language the way a site owner's Settings → General would, through the
 * harness (bin/stack/bare-site.php: no core language pack is available offline).
 *
 * @param locale `en_US`, `de_DE`…
 */
export function setSiteLanguage( locale: string ): void {
	execFileSync(
		'php',
		[ join( ROOT, 'bin/stack/bare-site.php' ), 'language', locale ],
		// WP_DIR and SITE_URL come from bin/lib.sh (bin/test-bare.sh).
		{ stdio: [ 'ignore', 'ignore', 'inherit' ] }
	);
}

/**
 * The translated strings of a locale's .po (plugin/languages/), keyed by msgid (with
 * `context\u0004` before it when it has one). Fuzzy entries are left out, as msgfmt leaves them
 * out of the .mo WordPress reads.
 *
 * @param locale Locale.
 */
function catalogue( locale: string ): Map< string, string > {
	const strings = new Map< string, string >();
	const source = readFileSync(
		join( ROOT, `plugin/languages/vitrine-${ locale }.po` ),
		'utf8'
	);
	const unquote = ( lines: string[] ) =>
		lines
			.map(
				( line ) =>
					JSON.parse(
						line.replace( /^[a-z_]+(?:\[\d\])?\s+/, '' )
					) as string
			)
			.join( '' );
	for ( const entry of source.split( /\n\s*\n/ ) ) {
		const lines = entry.split( '\n' );
		if ( lines.some( ( line ) => /^#,.*\bfuzzy\b/.test( line ) ) ) {
			continue;
		}
		// Each keyword's value: its line and the quoted lines that continue it.
		const field = ( keyword: string ) => {
			const start = lines.findIndex( ( line ) =>
				line.startsWith( `${ keyword } "` )
			);
			if ( start < 0 ) {
				return null;
			}
			let end = start + 1;
			while ( lines[ end ]?.startsWith( '"' ) ) {
				end++;
			}
			return unquote( lines.slice( start, end ) );
		};
		const id = field( 'msgid' );
		const context = field( 'msgctxt' );
		const key = ( msgid: string ) =>
			context ? `${ context }\u0004${ msgid }` : msgid;
		const translation = field( 'msgstr' );
		if ( id && translation ) {
			strings.set( key( id ), translation );
		}
		// A plural's forms: the singular and the plural, each by its own msgid (German has
		// two forms, as English).
		const plural = field( 'msgid_plural' );
		const one = field( 'msgstr[0]' );
		const many = field( 'msgstr[1]' );
		if ( id && plural && one && many ) {
			strings.set( key( id ), one );
			strings.set( key( plural ), many );
		}
	}
	return strings;
}

/**
 * What the site shows for one of the plugin's strings in a locale: its translation, or the
 * English string when the locale has none (as WordPress does).
 *
 * @param locale Locale (`en_US` shows the strings as written).
 */
export function translator( locale: string ) {
	const strings =
		locale === 'en_US' ? new Map< string, string >() : catalogue( locale );
	return ( text: string ): string => strings.get( text ) ?? text;
}

/**
 * `sprintf` for the `%s`, `%d` or `%1$s`… a translated string holds.
 *
 * @param format The translated format.
 * @param args   Its arguments.
 */
export function sprintf( format: string, ...args: string[] ): string {
	let next = 0;
	return format.replace( /%(?:(\d)\$)?[sd]/g, ( _match, position?: string ) =>
		String( args[ position ? Number( position ) - 1 : next++ ] ?? '' )
	);
}

/**
 * The English strings of plugin/languages/vitrine.pot a German page must not show, each with
 * the msgid it comes from.
 *
 * The matching rule, so that it finds real untranslated text and nothing else:
 * - a msgid is split at its placeholders (`%s`, `%1$d`, `%%`) and HTML tags; each literal piece,
 *   trimmed of spaces and punctuation at its ends, is looked for on its own (a format's
 *   arguments are the page's data, not its copy);
 * - only pieces of two words or more and at least 8 characters: single words are ambiguous
 *   (WordPress core's own strings stay English on this site, which has no core language pack,
 *   and "Shop", "Status" or "Name" are German words too);
 * - a msgid whose German is the same text, and a piece that any German translation of the .po
 *   also contains ("Example Pay", "PayPal"), are left out: they are not a missing translation;
 * - a piece is found when it appears with word boundaries, case-sensitive, in the page's visible
 *   text with its white space collapsed.
 */
export function englishOfThePot(): Array< { msgid: string; piece: string } > {
	const german = catalogue( 'de_DE' );
	const translations = [ ...german.values() ].join( '\n' );
	const pot = readFileSync(
		join( ROOT, 'plugin/languages/vitrine.pot' ),
		'utf8'
	);
	const found: Array< { msgid: string; piece: string } > = [];
	const seen = new Set< string >();
	for ( const entry of pot.split( /\n\s*\n/ ) ) {
		const context = /^msgctxt "(.*)"$/m.exec( entry )?.[ 1 ];
		for ( const keyword of [ 'msgid', 'msgid_plural' ] ) {
			// The msgid and its continuation lines.
			const match = new RegExp(
				`^${ keyword } ((?:".*"\\n?)+)`,
				'm'
			).exec( entry );
			if ( ! match ) {
				continue;
			}
			const msgid = match[ 1 ]!
				.trim()
				.split( '\n' )
				.map( ( line ) => JSON.parse( line ) as string )
				.join( '' );
			const key = context
				? `${ JSON.parse( `"${ context }"` ) as string }\u0004${ msgid }`
				: msgid;
			if ( ! msgid || german.get( key ) === msgid ) {
				continue;
			}
			for ( const raw of msgid.split(
				/%(?:\d\$)?[sdf%]|<[^>]*>|&[a-z]+;/
			) ) {
				const piece = raw
					.replace( /^[\s\p{P}]+|[\s\p{P}]+$/gu, '' )
					.replace( /\s+/g, ' ' );
				if (
					piece.length < 8 ||
					! piece.includes( ' ' ) ||
					seen.has( piece ) ||
					translations.includes( piece )
				) {
					continue;
				}
				seen.add( piece );
				found.push( { msgid, piece } );
			}
		}
	}
	return found;
}

/**
 * The pieces of {@see englishOfThePot} a page's visible text shows.
 *
 * @param text    The page's visible text (`innerText`).
 * @param english englishOfThePot()'s list.
 */
export function englishIn(
	text: string,
	english: Array< { msgid: string; piece: string } >
): string[] {
	const flat = text.replace( /\s+/g, ' ' );
	const escape = ( value: string ) =>
		value.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
	return english
		.filter( ( { piece } ) =>
			new RegExp(
				`(?<![\\p{L}\\p{N}])${ escape( piece ) }(?![\\p{L}\\p{N}])`,
				'u'
			).test( flat )
		)
		.map( ( { msgid } ) => msgid );
}
