/**
 * File rules: file (every file matches one `accept` entry: an extension such as `pdf` or
 * `.pdf`, a MIME type, or a `type/*` wildcard, all case-insensitive), minfilesize and
 * maxfilesize (the total size in bytes of the field's files).
 */

/**
 * Internal dependencies
 */
import { toNumber } from './input';
import type { RuleCheck, SwvFile } from './types';

export function fileMatches(
	file: SwvFile,
	accept: ReadonlyArray< string | number >
): boolean {
	const name = file.name.toLowerCase();
	const type = ( file.type || '' ).toLowerCase();
	return accept.some( ( entry ) => {
		const wanted = String( entry ).trim().toLowerCase();
		if ( wanted === '' ) {
			return false;
		}
		if ( ! wanted.includes( '/' ) ) {
			const extension = wanted.replace( /^\./, '' );
			return extension !== '' && name.endsWith( `.${ extension }` );
		}
		if ( wanted.endsWith( '/*' ) ) {
			return type.startsWith( wanted.slice( 0, -1 ) );
		}
		return type === wanted;
	} );
}

export const file: RuleCheck = ( rule, { files } ) =>
	files.every( ( chosen ) => fileMatches( chosen, rule.accept ?? [] ) );

const totalSize = ( files: readonly SwvFile[] ): number =>
	files.reduce(
		( total, chosen ) => total + ( Number( chosen.size ) || 0 ),
		0
	);

export const minfilesize: RuleCheck = ( rule, { files } ) => {
	const threshold = toNumber( rule.threshold );
	return (
		files.length === 0 ||
		threshold === null ||
		totalSize( files ) >= threshold
	);
};

export const maxfilesize: RuleCheck = ( rule, { files } ) => {
	const threshold = toNumber( rule.threshold );
	return threshold === null || totalSize( files ) <= threshold;
};
