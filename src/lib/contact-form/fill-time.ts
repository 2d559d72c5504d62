/**
 * When a contact form may be sent without the server taking it for a bot.
 *
 * The server holds a message sent sooner than its minimum fill time after the signed token was
 * issued (plugin/src/ContactForms/Submission/SpamGuard.php). It counts whole seconds, and the
 * token is issued when the widget asks for it, which can be after the visitor started typing
 * (autofill, a short message, a widget that mounted late). So the client never sends earlier
 * than the minimum after it *received* the token: the issue moment is earlier still, and the
 * server's whole-second count can only round the age down by less than the margin kept here.
 */

/** Default minimum fill time, in seconds (the server's default). */
export const DEFAULT_MIN_FILL_SECONDS = 3;

/** Kept on top of the minimum for the server's whole-second rounding. */
const ROUNDING_MARGIN_MS = 1000;

/**
 * The moment (in the clock `receivedAt` was read from) after which a send is accepted.
 *
 * @param receivedAt     When the token reply arrived, in milliseconds.
 * @param minFillSeconds The server's minimum fill time; bad values fall back to the default.
 */
export function sendableAt(
	receivedAt: number,
	minFillSeconds: unknown
): number {
	const seconds =
		typeof minFillSeconds === 'number' &&
		Number.isFinite( minFillSeconds ) &&
		minFillSeconds >= 0
			? minFillSeconds
			: DEFAULT_MIN_FILL_SECONDS;
	return seconds === 0
		? receivedAt
		: receivedAt + seconds * 1000 + ROUNDING_MARGIN_MS;
}

/**
 * How long to hold a send that the visitor asked for at `now`, in milliseconds (0: send now).
 *
 * @param readyAt From {@link sendableAt}.
 * @param now     The same clock, now.
 */
export function holdFor( readyAt: number, now: number ): number {
	return Math.max( 0, Math.ceil( readyAt - now ) );
}
