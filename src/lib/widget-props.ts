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
		return value !== null &&
			typeof value === 'object' &&
			! Array.isArray( value )
			? ( value as Record< string, unknown > )
			: undefined;
	} catch {
		return undefined;
	}
}
