/**
 * The login reply (`{"message","code","redirect"}`, docs/product-spec.md §3/§4) and what the popup does with it.
 */

export interface LoginReply {
	code: string;
	message: string;
	redirect: string;
}

export type LoginOutcome =
	| { kind: 'reload'; message: string }
	| { kind: 'redirect'; url: string; message: string }
	| { kind: 'error'; message: string };

/**
 * Parses the reply text; null when it is not the expected JSON (the spec ignores such replies).
 * @param text
 */
export function parseLoginReply( text: string ): LoginReply | null {
	let body: unknown;
	try {
		body = JSON.parse( text );
	} catch {
		return null;
	}
	if ( ! body || typeof body !== 'object' || Array.isArray( body ) ) {
		return null;
	}
	const { code, message, redirect } = body as Record< string, unknown >;
	if ( typeof code !== 'string' && typeof code !== 'number' ) {
		return null;
	}
	return {
		code: String( code ),
		message: typeof message === 'string' ? message : '',
		redirect: typeof redirect === 'string' ? redirect : '',
	};
}

const ENTITIES: Record< string, string > = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
	hellip: '…',
};

/**
 * The server's `<p class=…>…</p>` message as plain text: tags dropped, entities decoded. The
 * result is rendered as text, never as HTML.
 * @param html
 */
export function messageText( html: string ): string {
	return html
		.replace( /<[^>]*>/g, ' ' )
		.replace( /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, ( entity, name: string ) => {
			if ( name[ 0 ] === '#' ) {
				const code =
					name[ 1 ] === 'x' || name[ 1 ] === 'X'
						? parseInt( name.slice( 2 ), 16 )
						: parseInt( name.slice( 1 ), 10 );
				return Number.isFinite( code ) && code > 0 && code <= 0x10ffff
					? String.fromCodePoint( code )
					: entity;
			}
			return ENTITIES[ name.toLowerCase() ] ?? entity;
		} )
		.replace( /\s+/g, ' ' )
		.trim();
}

/**
 * Code '1' reloads, or goes to `redirect` when it is given and differs from the current
 * address; any other code shows the message.
 * @param reply
 * @param currentHref
 */
export function loginOutcome(
	reply: LoginReply,
	currentHref: string
): LoginOutcome {
	const message = messageText( reply.message );
	if ( reply.code !== '1' ) {
		return { kind: 'error', message };
	}
	if ( reply.redirect === '' ) {
		return { kind: 'reload', message };
	}
	let target: URL;
	try {
		target = new URL( reply.redirect, currentHref );
	} catch {
		return { kind: 'reload', message };
	}
	const current = new URL( currentHref );
	// The server only sends addresses on this site; refuse anything else all the same.
	if ( target.origin !== current.origin ) {
		return { kind: 'reload', message };
	}
	target.hash = '';
	current.hash = '';
	return target.href === current.href
		? { kind: 'reload', message }
		: { kind: 'redirect', url: target.href, message };
}
