/**
 * npm run lint:docs (also a stage of npm test): the docs cannot point at what is not there.
 *
 * Fails when
 * - a relative link in README.md or docs/ points to a missing file, or to a heading (or
 *   `<a id>`) the target page does not have (GitHub's anchors);
 * - a source file or a doc cites a `.md` file the repository does not hold (a path from the
 *   repository's root or the citing file's folder, or a bare name some file carries), or
 *   cites a section (`§n`) without naming the document;
 * - a `vitrine_` hook applied under plugin/, theme/ or dev/ is missing from docs/hooks.md.
 *
 * Paths in backticks in the docs (`plugin/src/…`, `src/blocks/…`) that do not exist are
 * warnings; `--strict` makes them errors too.
 *
 * Usage: node bin/check-docs.mjs [--strict]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const root = normalize( new URL( '..', import.meta.url ).pathname );
const strict = process.argv.includes( '--strict' );
const errors = [];
const warnings = [];

// Every file git knows, and new ones it does not ignore, so an unstaged doc counts.
const repoFiles = execFileSync(
	'git',
	[ 'ls-files', '--cached', '--others', '--exclude-standard' ],
	{ cwd: root, encoding: 'utf8' }
)
	.split( '\n' )
	.filter( ( file ) => file && existsSync( join( root, file ) ) );
const basenames = new Set(
	repoFiles.map( ( file ) => file.slice( file.lastIndexOf( '/' ) + 1 ) )
);

const docs = repoFiles.filter(
	( file ) =>
		file === 'README.md' ||
		( file.startsWith( 'docs/' ) && file.endsWith( '.md' ) )
);
const sources = repoFiles.filter(
	( file ) =>
		/\.(php|tsx?|m?js|cjs|css|sh|json|tpl|neon|dist|xml)$/.test( file ) &&
		! /^(plugin\/languages|docs)\//.test( file ) &&
		! file.endsWith( 'package-lock.json' )
);

/**
 * A doc's text without fenced code blocks (their lines become empty, so line numbers hold).
 *
 * @param {string} text Markdown.
 * @return {string} The same text, code blocks blanked.
 */
function withoutFences( text ) {
	let inFence = false;
	return text
		.split( '\n' )
		.map( ( line ) => {
			if ( /^\s*(```|~~~)/.test( line ) ) {
				inFence = ! inFence;
				return '';
			}
			return inFence ? '' : line;
		} )
		.join( '\n' );
}

/**
 * GitHub's anchor for a heading: the text as rendered, lower case, punctuation dropped,
 * each space a hyphen (github-slugger).
 *
 * @param {string} heading The heading's Markdown.
 * @return {string} The anchor, without `#`.
 */
function slug( heading ) {
	return heading
		.replace( /\[([^\]]*)\]\([^)]*\)/g, '$1' )
		.replace( /[`*]/g, '' )
		.trim()
		.toLowerCase()
		.replace( /[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '' )
		.replace( / /g, '-' );
}

const anchorCache = new Map();

/**
 * The anchors a Markdown file offers: its headings' (numbered -1, -2… when repeated) and any
 * `<a id>` / `<a name>`.
 *
 * @param {string} file Path from the repository's root.
 * @return {Set<string>} Anchors.
 */
function anchorsOf( file ) {
	if ( ! anchorCache.has( file ) ) {
		const text = withoutFences(
			readFileSync( join( root, file ), 'utf8' )
		);
		const seen = new Map();
		const anchors = new Set();
		for ( const [ , heading ] of text.matchAll(
			/^#{1,6}\s+(.+?)\s*#*$/gm
		) ) {
			const base = slug( heading );
			const count = seen.get( base ) ?? 0;
			seen.set( base, count + 1 );
			anchors.add( count ? `${ base }-${ count }` : base );
		}
		for ( const [ , id ] of text.matchAll(
			/<a\s+(?:id|name)="([^"]+)"/g
		) ) {
			anchors.add( id );
		}
		anchorCache.set( file, anchors );
	}
	return anchorCache.get( file );
}

/**
 * Whether a path exists, as a file or a folder.
 *
 * @param {string} path Path from the repository's root.
 * @return {boolean} Whether it is there.
 */
function exists( path ) {
	return (
		! path.startsWith( '..' ) &&
		existsSync( join( root, path ) ) &&
		( statSync( join( root, path ) ).isDirectory() ||
			repoFiles.includes( path ) )
	);
}

/**
 * Whether a cited `.md` file is in the repository.
 *
 * @param {string} cited The citation, e.g. `docs/architecture.md` or `wishlist.md`.
 * @param {string} from  The citing file, from the repository's root.
 * @return {boolean} Whether it resolves.
 */
function citationResolves( cited, from ) {
	if ( ! cited.includes( '/' ) ) {
		return basenames.has( cited );
	}
	return (
		exists( normalize( cited ).replace( /^\.\//, '' ) ) ||
		exists( relative( root, join( root, dirname( from ), cited ) ) )
	);
}

const lineOf = ( text, index ) => text.slice( 0, index ).split( '\n' ).length;

// 1. Links in the docs.
for ( const file of docs ) {
	const text = withoutFences( readFileSync( join( root, file ), 'utf8' ) );
	// Inline code is not a link: blank it, keeping offsets.
	const prose = text.replace( /`[^`\n]*`/g, ( code ) =>
		' '.repeat( code.length )
	);
	for ( const match of prose.matchAll( /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g ) ) {
		const target = match[ 1 ];
		if ( /^[a-z][a-z0-9+.-]*:/i.test( target ) ) {
			continue; // http:, https:, mailto:
		}
		const [ pathPart, anchor ] = target.split( '#' );
		const path = pathPart
			? relative( root, join( root, dirname( file ), pathPart ) )
			: file;
		const where = `${ file }:${ lineOf( text, match.index ) }`;
		if ( ! exists( path ) ) {
			errors.push( `${ where }: link to a missing file: ${ target }` );
		} else if (
			anchor !== undefined &&
			path.endsWith( '.md' ) &&
			! anchorsOf( path ).has( anchor )
		) {
			errors.push( `${ where }: no heading for the anchor: ${ target }` );
		}
	}
	// Paths in backticks: warnings unless --strict (placeholders and build output skipped).
	for ( const match of text.matchAll(
		/`((?:plugin|src|theme|tests|bin|docs|dev)\/[^`\s]*)`/g
	) ) {
		const path = match[ 1 ].replace( /[/:]$/, '' ).replace( /:\d+$/, '' );
		if (
			/[<>*{}…|]/.test( path ) ||
			path.startsWith( 'plugin/build' ) ||
			path === 'theme/assets/css/theme.css' || // Built too, not committed.
			exists( path )
		) {
			continue;
		}
		( strict ? errors : warnings ).push(
			`${ file }:${ lineOf( text, match.index ) }: no such path: ${ path }`
		);
	}
}

// 2. Documents cited by the sources and the docs.
for ( const file of [ ...sources, ...docs ] ) {
	const isDoc = docs.includes( file );
	const text = readFileSync( join( root, file ), 'utf8' );
	const lines = ( isDoc ? withoutFences( text ) : text ).split( '\n' );
	lines.forEach( ( line, index ) => {
		const where = `${ file }:${ index + 1 }`;
		const cited = [
			...line.matchAll( /(?<![\w.\/-])([\w.\/-]*[\w-]\.md)\b/g ),
		].map( ( match ) => match[ 1 ] );
		for ( const doc of cited ) {
			if ( ! citationResolves( doc, file ) ) {
				errors.push(
					`${ where }: cites ${ doc }, which the repository does not hold`
				);
			}
		}
		if (
			! isDoc &&
			file !== 'bin/check-docs.mjs' &&
			line.includes( '§' ) &&
			! cited.length
		) {
			errors.push(
				`${ where }: cites a section (§) without its document, e.g. docs/architecture.md §4`
			);
		}
	} );
}

// 3. Every hook is in docs/hooks.md.
const hooksDoc = existsSync( join( root, 'docs/hooks.md' ) )
	? readFileSync( join( root, 'docs/hooks.md' ), 'utf8' )
	: '';
for ( const file of sources.filter( ( path ) =>
	/^(plugin|theme|dev)\/.*\.php$/.test( path )
) ) {
	const text = readFileSync( join( root, file ), 'utf8' );
	for ( const match of text.matchAll(
		/\b(?:apply_filters|do_action)(?:_ref_array)?\(\s*'(vitrine_[a-z0-9_]+)'/g
	) ) {
		if ( ! hooksDoc.includes( `\`${ match[ 1 ] }\`` ) ) {
			errors.push(
				`${ file }:${ lineOf(
					text,
					match.index
				) }: the hook ${ match[ 1 ] } is not listed in docs/hooks.md`
			);
		}
	}
}

for ( const warning of warnings ) {
	console.warn( `warning: ${ warning }` );
}
for ( const error of errors ) {
	console.error( `error: ${ error }` );
}
console.log(
	`Docs: ${ docs.length } pages, ${ sources.length } source files checked; ${
		errors.length
	} error(s), ${ warnings.length } warning(s)${
		warnings.length && ! strict ? ' (paths; --strict fails on them)' : ''
	}.`
);
process.exitCode = errors.length ? 1 : 0;
