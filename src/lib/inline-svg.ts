/**
 * The editor's check of a chosen file for the inline SVG block (docs/product-spec.md §5).
 */

/**
 * Whether a chosen media item is an SVG file: its address or file name ends with `.svg`.
 * @param media          Media item from the library.
 * @param media.url      Address.
 * @param media.filename File name.
 * @param media.mime     MIME type.
 */
export function isSvgFile( media: {
	url?: unknown;
	filename?: unknown;
	mime?: unknown;
} ): boolean {
	const name =
		String( media.filename ?? media.url ?? '' ).split( /[?#]/ )[ 0 ] ?? '';
	return (
		/\.svg$/i.test( name ) &&
		( media.mime === undefined || media.mime === 'image/svg+xml' )
	);
}
