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
export function packages(): { plugin: string; theme: string } {
	return JSON.parse(
		readFileSync( join( ROOT, 'dist/packages.json' ), 'utf8' )
	) as { plugin: string; theme: string };
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
					JSON.parse( line.replace( /^[a-z_]+\s+/, '' ) ) as string
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
		const translation = field( 'msgstr' );
		if ( id && translation ) {
			const context = field( 'msgctxt' );
			strings.set(
				context ? `${ context }\u0004${ id }` : id,
				translation
			);
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
 * `sprintf` for the one `%s` or `%1$s`… a translated string holds.
 *
 * @param format The translated format.
 * @param args   Its arguments.
 */
export function sprintf( format: string, ...args: string[] ): string {
	let next = 0;
	return format.replace( /%(?:(\d)\$)?s/g, ( _match, position?: string ) =>
		String( args[ position ? Number( position ) - 1 : next++ ] ?? '' )
	);
}
