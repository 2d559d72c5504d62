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
} from '../lib/attribution';

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

function start( settings: AttributionSettings ): void {
	if ( ! started ) {
		started = true;
		sbjs.init( {
			lifetime: settings.lifetime,
			session_length: settings.session,
			timezone_offset: '0',
		} );
	}
	fillInputs( false );
}

function setConsent( settings: AttributionSettings, allow: boolean ): void {
	if ( settings.enabled && allow ) {
		start( settings );
		return;
	}
	expireCookies();
	fillInputs( true );
}

function boot(): void {
	const raw = window.vitrineAttributionSettings ?? {};
	const settings: AttributionSettings = {
		enabled: raw.enabled !== false,
		allowed: raw.allowed !== false,
		lifetime: Number( raw.lifetime ?? 0.00001 ),
		session: Number( raw.session ?? 30 ),
	};
	const queued = Array.isArray( window.vitrineOrderAttribution )
		? window.vitrineOrderAttribution
		: [];
	window.vitrineOrderAttribution = {
		setConsent: ( allow ) => setConsent( settings, allow ),
	};
	setConsent( settings, settings.allowed );
	for ( const [ method, allow ] of queued ) {
		if ( method === 'setConsent' ) {
			setConsent( settings, allow );
		}
	}
	// The values change while the visitor browses (pages seen): read them again on submit.
	document.addEventListener( 'submit', () => {
		if ( started ) {
			fillInputs( false );
		}
	} );
}

/**
 * Runs `run` once the page has settled (after `load`, when the browser is idle), or sooner
 * when the visitor leaves or sends a form. sourcebuster writes its cookies synchronously, and
 * a first cookie write can wait on the browser's cookie store while the page's own requests
 * are in flight (measured: 450 ms on /widgets/ in a fresh browser profile), which would block
 * the page while it is still loading.
 * @param run What to run.
 */
function whenSettled( run: () => void ): void {
	let done = false;
	const once = (): void => {
		if ( ! done ) {
			done = true;
			run();
		}
	};
	const idle = (): void => {
		if ( typeof window.requestIdleCallback === 'function' ) {
			window.requestIdleCallback( once, { timeout: 1000 } );
		} else {
			window.setTimeout( once, 200 );
		}
	};
	if ( document.readyState === 'complete' ) {
		idle();
	} else {
		window.addEventListener( 'load', idle, { once: true } );
	}
	window.addEventListener( 'pagehide', once, { once: true } );
	// Before the checkout's own submit handling reads the inputs.
	document.addEventListener( 'submit', once, { capture: true } );
}

whenSettled( boot );
