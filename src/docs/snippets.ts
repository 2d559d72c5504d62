/**
 * The fenced code blocks of docs/*.md, for the tests that run them (snippets.test.ts here for
 * JavaScript, tests/php/Docs/SnippetsTest.php for PHP). A block that only shows something (a
 * shell command that needs a release, a server's config) says so on the line before its fence:
 * `<!-- snippet: illustrative -->`; a folder tree or other non-code text is fenced as `text`.
 */

/**
 * External dependencies
 */
import { readdirSync, readFileSync } from 'fs';
import { join, resolve } from 'path';

export interface Snippet {
	page: string;
	line: number;
	lang: string;
	code: string;
	illustrative: boolean;
}

export const DOCS = resolve( __dirname, '../../docs' );

/** Every fenced block of the docs' pages (not of docs/reference/, the reference's facts). */
export function snippets(): Snippet[] {
	const found: Snippet[] = [];
	for ( const page of readdirSync( DOCS ).filter( ( name ) =>
		name.endsWith( '.md' )
	) ) {
		const lines = readFileSync( join( DOCS, page ), 'utf8' ).split( '\n' );
		let open: Snippet | null = null;
		let body: string[] = [];
		let previous = '';
		lines.forEach( ( line, index ) => {
			const fence = /^```(\S*)\s*$/.exec( line );
			if ( ! open && fence ) {
				open = {
					page,
					line: index + 1,
					lang: fence[ 1 ] ?? '',
					code: '',
					illustrative:
						previous.trim() === '<!-- snippet: illustrative -->',
				};
				body = [];
			} else if ( open && /^```\s*$/.test( line ) ) {
				found.push( { ...open, code: body.join( '\n' ) } );
				open = null;
			} else if ( open ) {
				body.push( line );
			}
			previous = line;
		} );
	}
	return found;
}
