/**
 * Copying a text (the wishlist's share link) with the asynchronous Clipboard API.
 */

/** What a copy came to: copied, or the visitor has to copy it by hand. */
export type CopyResult = 'copied' | 'manual';

/**
 * Copies a text; 'manual' where the browser has no Clipboard API (an insecure origin, an old
 * browser) or refuses it (no permission), so the caller can select the text instead.
 * @param text      What to copy.
 * @param clipboard The browser's clipboard (navigator.clipboard), if any.
 */
export async function copyText(
	text: string,
	clipboard: Pick< Clipboard, 'writeText' > | undefined
): Promise< CopyResult > {
	if ( ! clipboard || ! text ) {
		return 'manual';
	}
	try {
		await clipboard.writeText( text );
		return 'copied';
	} catch {
		return 'manual';
	}
}
