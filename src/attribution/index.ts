/**
 * Order attribution in the browser (a small script on every front-end page, with sourcebuster):
 * records where the visitor came from in sourcebuster's cookies once tracking is allowed, and
 * fills the checkout's hidden `wc_order_attribution_*` inputs from them.
 *
 * Consent: the server's `vitrine_attribution_allow_tracking` filter sets the start value; a
 * consent tool then calls `window.vitrineOrderAttribution.setConsent( true | false )`. Calls
 * made before this script loaded are queued by pushing `[ 'setConsent', true ]` onto a
 * `window.vitrineOrderAttribution` array. Consent granted late on the landing page still
 * records that page's UTMs: sourcebuster starts only then, on the same address and referrer.
 */

/**
 * External dependencies
 */
import sbjs from 'sourcebuster';

/**
 * Internal dependencies
 */
import {
	ATTRIBUTION_FIELDS,
	SBJS_COOKIES,
	fieldsFromCookies,
	readCookies,
	withCampaignExtras,
} from '../lib/attribution';
import { whenIdle } from '../runtime/yield';

interface AttributionSettings {
	/** Tracking on (the shop's setting). */
	enabled: boolean;
	/** Consent at page load (the filter). */
	allowed: boolean;
	/** Cookie lifetime in months (the reference: 0.00001, i.e. session cookies). */
	lifetime: number;
	/** Session length in minutes. */
	session: number;
}

type QueuedCall = [ 'setConsent', boolean ];

interface AttributionApi {
	setConsent: ( allow: boolean ) => void;
}

declare global {
	interface Window {
		/** WooCommerce's attribution script's data, when a theme or plugin ships that script. */
		wc_order_attribution?: unknown;
		/** WooCommerce's sourcebuster build, loaded with that script. */
		sbjs?: unknown;
		vitrineAttributionSettings?: Partial< AttributionSettings >;
		vitrineOrderAttribution?: AttributionApi | QueuedCall[];
	}
}

const INPUT_PREFIX = 'wc_order_attribution_';
let started = false;

function fillInputs( empty: boolean ): void {
	const fields = fieldsFromCookies( readCookies( document.cookie ) );
	for ( const field of ATTRIBUTION_FIELDS ) {
		document
			.querySelectorAll< HTMLInputElement >(
				`input[name="${ INPUT_PREFIX }${ field }"]`
			)
			.forEach( ( input ) => {
				input.value = empty ? '' : fields[ field ];
			} );
	}
}

function expireCookies(): void {
	const host = window.location.hostname;
	const domains = [ '', host, '.' + host.replace( /^www\./, '' ) ];
	for ( const name of SBJS_COOKIES ) {
		for ( const domain of domains ) {
			document.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${
				domain ? '; domain=' + domain : ''
			}`;
		}
	}
}

/**
 * sourcebuster's cookie encoding (`encodeURIComponent` plus `! ~ * ' ( )`).
 * @param text
 */
const encodeCookie = ( text: string ): string =>
	encodeURIComponent( text ).replace(
		/[!~*'()]/g,
		( char ) => '%' + char.charCodeAt( 0 ).toString( 16 ).toUpperCase()
	);

/**
 * Adds the campaign keys WooCommerce's sourcebuster build records (utm_id, source platform,
 * creative format, marketing tactic) to `sbjs_current`, and to `sbjs_first` when this page
 * wrote it, with the attributes sourcebuster gives its cookies.
 * @param settings The script's settings (the cookies' lifetime).
 */
function addCampaignExtras( settings: AttributionSettings ): void {
	const cookies = readCookies( document.cookie );
	const decode = ( name: string ): string => {
		try {
			return decodeURIComponent( cookies[ name ] ?? '' );
		} catch {
			return '';
		}
	};
	const current = decode( 'sbjs_current' );
	const minutes = Math.floor( settings.lifetime * 30 * 24 * 60 );
	const expires = minutes
		? '; expires=' + new Date( Date.now() + minutes * 60000 ).toUTCString()
		: '';
	const domain = ';domain=.' + window.location.hostname.replace( 'www.', '' );
	const names = [ 'sbjs_current' ];
	if ( decode( 'sbjs_first' ) === current ) {
		names.push( 'sbjs_first' );
	}
	const value = withCampaignExtras( current, window.location.search );
	if ( current && value !== current ) {
		for ( const name of names ) {
			document.cookie = `${ name }=${ encodeCookie(
				value
			) }${ expires }${ domain }; path=/`;
		}
	}
}

function start( settings: AttributionSettings ): void {
	if ( ! started ) {
		started = true;
		// WooCommerce's own script and sourcebuster build on the page track already (with the
		// same cookies): a second run would count every page twice.
		if ( ! ( window.wc_order_attribution && window.sbjs ) ) {
			sbjs.init( {
				lifetime: settings.lifetime,
				session_length: settings.session,
				timezone_offset: '0',
			} );
			addCampaignExtras( settings );
		}
	}
	fillInputs( false );
}

function readSettings(): AttributionSettings {
	const raw = window.vitrineAttributionSettings ?? {};
	return {
		enabled: raw.enabled !== false,
		allowed: raw.allowed !== false,
		lifetime: Number( raw.lifetime ?? 0.00001 ),
		session: Number( raw.session ?? 30 ),
	};
}

/**
 * Calls `record` once, at the moment the visit is worth writing down:
 * - on a page with the checkout's attribution inputs, once the page has settled (after `load`,
 *   when the browser is idle), so that the inputs are filled before the visitor sends them;
 * - elsewhere when the visitor leaves the page (or hides it: phones close hidden tabs without
 *   `pagehide`), or sends a form.
 *
 * sourcebuster writes its cookies synchronously, and the first cookie write of a visit can wait
 * on the browser's cookie store while the page's own requests are in flight (measured: 450 ms
 * on /widgets/ in a fresh browser profile, 60 ms on /contact/ on a fast machine). Nothing needs
 * the cookies before the checkout, so a visitor reading the page never waits for them.
 * @param record What to run.
 */
function whenDue( record: () => void ): void {
	let done = false;
	const once = (): void => {
		if ( ! done ) {
			done = true;
			record();
		}
	};
	const hasInputs =
		document.querySelector( `input[name^="${ INPUT_PREFIX }"]` ) !== null;
	if ( hasInputs ) {
		const idle = (): void => whenIdle( once, 1000, 200 );
		if ( document.readyState === 'complete' ) {
			idle();
		} else {
			window.addEventListener( 'load', idle, { once: true } );
		}
	}
	window.addEventListener( 'pagehide', once, { once: true } );
	document.addEventListener( 'visibilitychange', () => {
		if ( document.visibilityState === 'hidden' ) {
			once();
		}
	} );
	// Before the checkout's own submit handling reads the inputs.
	document.addEventListener( 'submit', once, { capture: true } );
}

function boot(): void {
	const settings = readSettings();
	const queued = Array.isArray( window.vitrineOrderAttribution )
		? window.vitrineOrderAttribution
		: [];
	let allowed = settings.allowed;
	let due = false;
	const apply = (): void => {
		if ( settings.enabled && allowed ) {
			start( settings );
			return;
		}
		expireCookies();
		fillInputs( true );
	};
	const setConsent = ( allow: boolean ): void => {
		allowed = allow;
		// A withdrawal counts at once; a consent waits for the moment the visit is recorded.
		if ( due || ! allow ) {
			apply();
		}
	};
	window.vitrineOrderAttribution = { setConsent };
	for ( const [ method, allow ] of queued ) {
		if ( method === 'setConsent' ) {
			setConsent( allow );
		}
	}
	whenDue( () => {
		due = true;
		apply();
	} );
	// The values change while the visitor browses (pages seen): read them again on submit.
	document.addEventListener( 'submit', () => {
		if ( started ) {
			fillInputs( false );
		}
	} );
}

boot();
