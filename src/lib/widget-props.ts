/**
 * Internal dependencies
 */
import { isRecord } from './props';

/**
 * Parses a mount point's `data-vitrine-props` JSON. Returns `{}` when the attribute is
 * absent, and `undefined` when it is not a JSON object.
 * @param json
 */
export function parseWidgetProps(
	json: string | undefined
): Record< string, unknown > | undefined {
	if ( json === undefined || json.trim() === '' ) {
		return {};
	}
	try {
		const value: unknown = JSON.parse( json );
		return isRecord( value ) ? value : undefined;
	} catch {
		return undefined;
	}
}
