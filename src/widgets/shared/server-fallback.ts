/**
 * Keeps the server's fallback markup that a launcher replaces (a disclosure, a link to a panel
 * shown by `:target`) so that it can be put back when the code a click asked for cannot be
 * fetched (offline, a deploy that replaced the chunk): the visitor then gets what visitors
 * without scripts get instead of a click that does nothing.
 * @param element The widget's mount point, before the launcher changes it.
 * @return A function that puts the fallback back.
 */
export function keepServerFallback( element: HTMLElement ): () => void {
	const nodes = Array.from( element.childNodes );
	return () => element.replaceChildren( ...nodes );
}
