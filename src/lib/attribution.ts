/**
 * Order attribution, pure: the classification rules of the reference (sourcebuster, which does
 * the tracking in the browser) as one function, and the mapping from sourcebuster's cookies to
 * WooCommerce's 16 `wc_order_attribution_*` fields.
 */

export type SourceType = 'utm' | 'organic' | 'referral' | 'typein';

export interface Source {
	typ: SourceType;
	src: string;
	mdm: string;
	cmp: string;
}

export interface ClassifyInput {
	/** The page's address. */
	url: string;
	/** `document.referrer`, '' when none. */
	referrer: string;
	/** The site's host; a referrer on it or a subdomain is internal. */
	siteHost: string;
	/** Whether a tracking session is running (the `sbjs_session` cookie). */
	hasSession: boolean;
	/** The current source from earlier visits, or null when there is none. */
	previous: Source | null;
}

const NONE = '(none)';

/** Search engines that need their query parameter (Google and Yandex are handled apart). */
const ORGANICS: ReadonlyArray< [ host: string, param: string, name: string ] > =
	[
		[ 'bing.com', 'q', 'bing' ],
		[ 'yahoo.com', 'p', 'yahoo' ],
		[ 'about.com', 'q', 'about' ],
		[ 'aol.com', 'q', 'aol' ],
		[ 'ask.com', 'q', 'ask' ],
		[ 'globososo.com', 'q', 'globo' ],
		[ 'go.mail.ru', 'q', 'go.mail.ru' ],
		[ 'rambler.ru', 'query', 'rambler' ],
		[ 'tut.by', 'query', 'tut.by' ],
	];

const parse = ( address: string ): URL | null => {
	try {
		return new URL( address );
	} catch {
		return null;
	}
};

const isOnHost = ( host: string, domain: string ): boolean =>
	host === domain || host.endsWith( '.' + domain );

/**
 * The search engine of a referrer, or null.
 * @param referrer
 */
export function searchEngine( referrer: URL ): string | null {
	const host = referrer.hostname.toLowerCase();
	if (
		/^(?:.*\.)?yandex\..{2,9}$/.test( host ) &&
		referrer.searchParams.has( 'text' )
	) {
		return 'yandex';
	}
	if ( /^(?:www\.)?google\..{2,9}$/.test( host ) ) {
		return 'google';
	}
	const found = ORGANICS.find(
		( [ domain, param ] ) =>
			isOnHost( host, domain ) && referrer.searchParams.has( param )
	);
	return found ? found[ 2 ] : null;
}

/**
 * The visitor's current source after this page load; first match wins:
 * 1. `utm_*`, `gclid` or `yclid` in the address → utm;
 * 2. a search-engine referrer → organic;
 * 3. no session yet and an external referrer → referral (source = host without `www.`);
 * 4. no earlier data → typein (`(direct)` / `(none)`);
 * 5. otherwise the previous source is kept (a type-in never overrides).
 * @param input
 */
export function classify( input: ClassifyInput ): Source {
	const page = parse( input.url );
	const params = page?.searchParams;
	const hasUtm =
		!! params &&
		( [ ...params.keys() ].some( ( key ) => key.startsWith( 'utm_' ) ) ||
			params.has( 'gclid' ) ||
			params.has( 'yclid' ) );
	if ( hasUtm && params ) {
		let paid: string | null = null;
		if ( params.has( 'gclid' ) ) {
			paid = 'google';
		} else if ( params.has( 'yclid' ) ) {
			paid = 'yandex';
		}
		return {
			typ: 'utm',
			src: params.get( 'utm_source' ) ?? paid ?? NONE,
			mdm: params.get( 'utm_medium' ) ?? ( paid ? 'cpc' : NONE ),
			cmp:
				params.get( 'utm_campaign' ) ??
				( paid ? `${ paid }_cpc` : NONE ),
		};
	}
	const referrer = input.referrer ? parse( input.referrer ) : null;
	const external =
		!! referrer &&
		! isOnHost(
			referrer.hostname.toLowerCase(),
			input.siteHost.toLowerCase().replace( /^www\./, '' )
		);
	if ( referrer && external ) {
		const engine = searchEngine( referrer );
		if ( engine ) {
			return { typ: 'organic', src: engine, mdm: 'organic', cmp: NONE };
		}
		if ( ! input.hasSession ) {
			return {
				typ: 'referral',
				src: referrer.hostname.replace( /^www\./, '' ),
				mdm: 'referral',
				cmp: NONE,
			};
		}
	}
	if ( ! input.previous ) {
		return { typ: 'typein', src: '(direct)', mdm: NONE, cmp: NONE };
	}
	return input.previous;
}

/** WooCommerce's field names, in its order. */
export const ATTRIBUTION_FIELDS = [
	'source_type',
	'referrer',
	'utm_campaign',
	'utm_source',
	'utm_medium',
	'utm_content',
	'utm_id',
	'utm_term',
	'utm_source_platform',
	'utm_creative_format',
	'utm_marketing_tactic',
	'session_entry',
	'session_start_time',
	'session_pages',
	'session_count',
	'user_agent',
] as const;

export type AttributionField = ( typeof ATTRIBUTION_FIELDS )[ number ];

/** Which cookie and key each field is read from (`sbjs_<cookie>`). */
const SOURCES: Record< AttributionField, [ cookie: string, key: string ] > = {
	source_type: [ 'current', 'typ' ],
	referrer: [ 'current_add', 'rf' ],
	utm_campaign: [ 'current', 'cmp' ],
	utm_source: [ 'current', 'src' ],
	utm_medium: [ 'current', 'mdm' ],
	utm_content: [ 'current', 'cnt' ],
	utm_id: [ 'current', 'id' ],
	utm_term: [ 'current', 'trm' ],
	utm_source_platform: [ 'current', 'plt' ],
	utm_creative_format: [ 'current', 'fmt' ],
	utm_marketing_tactic: [ 'current', 'tct' ],
	session_entry: [ 'current_add', 'ep' ],
	session_start_time: [ 'current_add', 'fd' ],
	session_pages: [ 'session', 'pgs' ],
	session_count: [ 'udata', 'vst' ],
	user_agent: [ 'udata', 'uag' ],
};

/**
 * Reads one sourcebuster cookie value (`k=v|||k=v`, URI-encoded, or base64 when that option
 * is on) into its keys.
 * @param value
 */
export function parseSbjsCookie( value: string ): Record< string, string > {
	let text = value;
	try {
		text = decodeURIComponent( value );
	} catch {
		// Keep the raw value.
	}
	if ( /^[A-Za-z0-9+/]+=*$/.test( text ) ) {
		try {
			text = decodeURIComponent( escape( atob( text ) ) );
		} catch {
			return {};
		}
	}
	const pairs: Record< string, string > = {};
	for ( const part of text.split( '|||' ) ) {
		const at = part.indexOf( '=' );
		if ( at > 0 ) {
			pairs[ part.slice( 0, at ) ] = part.slice( at + 1 );
		}
	}
	return pairs;
}

/**
 * Reads `document.cookie` into cookie values by name.
 * @param cookieHeader
 */
export function readCookies( cookieHeader: string ): Record< string, string > {
	const cookies: Record< string, string > = {};
	for ( const part of cookieHeader.split( ';' ) ) {
		const at = part.indexOf( '=' );
		if ( at > 0 ) {
			cookies[ part.slice( 0, at ).trim() ] = part.slice( at + 1 ).trim();
		}
	}
	return cookies;
}

/**
 * The 16 fields from the cookies (`sbjs_current`, `sbjs_current_add`, `sbjs_session`,
 * `sbjs_udata`); a missing value is ''.
 * @param cookies
 */
export function fieldsFromCookies(
	cookies: Record< string, string >
): Record< AttributionField, string > {
	const parsed: Record< string, Record< string, string > > = {};
	const fields = {} as Record< AttributionField, string >;
	for ( const field of ATTRIBUTION_FIELDS ) {
		const [ cookie, key ] = SOURCES[ field ];
		parsed[ cookie ] ??= parseSbjsCookie(
			cookies[ `sbjs_${ cookie }` ] ?? ''
		);
		fields[ field ] = parsed[ cookie ][ key ] ?? '';
	}
	return fields;
}

/** Every cookie sourcebuster writes (expired when tracking is off). */
export const SBJS_COOKIES = [
	'sbjs_current',
	'sbjs_current_add',
	'sbjs_first',
	'sbjs_first_add',
	'sbjs_session',
	'sbjs_udata',
	'sbjs_migrations',
	'sbjs_promo',
] as const;

/**
 * The campaign keys WooCommerce's own sourcebuster build adds to `sbjs_current` (and so to
 * `sbjs_first`) beside the library's six, with the address parameter each comes from. The
 * npm package records none of them, so the attribution script adds them after it runs.
 */
export const CAMPAIGN_EXTRAS = [
	[ 'id', 'utm_id' ],
	[ 'plt', 'utm_source_platform' ],
	[ 'fmt', 'utm_creative_format' ],
	[ 'tct', 'utm_marketing_tactic' ],
] as const;

/** The address parameters that make a visit a campaign (utm) visit. */
const UTM_TRIGGERS = [
	'utm_source',
	'utm_medium',
	'utm_campaign',
	'utm_content',
	'utm_term',
	'utm_id',
	'utm_source_platform',
	'utm_creative_format',
	'utm_marketing_tactic',
	'gclid',
	'yclid',
];

/**
 * The query's parameters as sourcebuster reads them: the first value of each, not decoded.
 * @param search `location.search`.
 */
export function rawParams( search: string ): Record< string, string > {
	const params: Record< string, string > = {};
	for ( const pair of search.replace( /^\?/, '' ).split( '&' ) ) {
		const at = pair.indexOf( '=' );
		const name = at < 0 ? pair : pair.slice( 0, at );
		if ( name && ! ( name in params ) ) {
			params[ name ] = at < 0 ? '' : pair.slice( at + 1 );
		}
	}
	return params;
}

/**
 * A `sbjs_current` value (decoded, `k=v|||k=v`) with the four campaign keys as WooCommerce's
 * build writes them: from the address when this page made the visit a campaign one (a `utm`
 * value and a campaign parameter in the address), `(none)` otherwise. A value that has them
 * already is returned as it is.
 * @param value  The cookie's decoded value.
 * @param search `location.search`.
 */
export function withCampaignExtras( value: string, search: string ): string {
	const pairs = parseSbjsCookie( encodeURIComponent( value ) );
	if ( ! pairs.typ || 'id' in pairs ) {
		return value;
	}
	const params = rawParams( search );
	const fromAddress =
		pairs.typ === 'utm' &&
		UTM_TRIGGERS.some( ( name ) => params[ name ] !== undefined );
	const extras = CAMPAIGN_EXTRAS.map(
		( [ key, param ] ) =>
			`${ key }=${ ( fromAddress && params[ param ] ) || NONE }`
	);
	return [ value, ...extras ].join( '|||' );
}
