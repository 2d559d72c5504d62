/**
 * Leaves the page (a separate module so tests can stand in for the browser's navigation).
 * @param url Absolute address.
 */
export function navigateTo( url: string ): void {
	window.location.assign( url );
}
