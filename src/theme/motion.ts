/**
 * Whether the visitor asked for reduced motion (false where `matchMedia` is missing).
 */
export function prefersReducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}
