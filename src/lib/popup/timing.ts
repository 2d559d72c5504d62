/**
 * Popup timing rules (docs/product-spec.md §5 "Popup display conditions"): every rule that is set must pass
 * before any trigger is armed. Pure: the caller gathers the visitor's context once.
 */

export type Period = 'session' | 'day' | 'week' | 'month' | 'overall';
export type Source = 'internal' | 'external' | 'search';
export type Browser = 'ie' | 'chrome' | 'edge' | 'firefox' | 'safari';
export type { DeviceMode } from '../device-mode';
import type { DeviceMode } from '../device-mode';

export interface TimingRules {
	pageViews?: { views: number };
	sessions?: { sessions: number };
	url?: { action: 'show' | 'hide' | 'regex'; value: string };
	sources?: { sources: Source[] };
	loggedIn?: { users: 'all' | 'custom'; roles: string[] };
	devices?: { devices: DeviceMode[] };
	times?: { times: number; period: Period };
	browsers?: { browsers: 'all' | Browser[] };
	schedule?: { start: string; end: string; timezone: 'site' | 'visitor' };
}

export interface TimingContext {
	/** Page views since the popup was first seen (this load included). */
	pageViewsSinceFirstSeen: number;
	/** Sessions since the popup was first seen. */
	sessionsSinceFirstSeen: number;
	referrer: string;
	/** Host of this site, e.g. "example.com". */
	host: string;
	user: { loggedIn: boolean; roles: string[] };
	device: DeviceMode;
	userAgent: string;
	/** How many times the popup was shown in a period. */
	timesShown: ( period: Period ) => number;
	now: Date;
	/** The site's UTC offset in minutes (WordPress `gmt_offset` × 60). */
	siteOffsetMinutes: number;
}

/** The five engines the reference counts as search (docs/product-spec.md §5). */
export const SEARCH_ENGINES = [
	'google',
	'yahoo',
	'bing',
	'yandex',
	'baidu',
] as const;

/**
 * The host name of a referrer, '' for none or a malformed one.
 * @param referrer
 */
function referrerHost( referrer: string ): string {
	try {
		return new URL( referrer ).hostname.toLowerCase();
	} catch {
		return '';
	}
}

export function trafficSource( referrer: string, host: string ): Source {
	const from = referrerHost( referrer );
	if ( from !== '' && from === host.toLowerCase() ) {
		return 'internal';
	}
	if (
		from !== '' &&
		SEARCH_ENGINES.some( ( engine ) =>
			new RegExp( `(^|\\.)${ engine }\\.` ).test( from )
		)
	) {
		return 'search';
	}
	return 'external';
}

export function detectBrowser( userAgent: string ): Browser | 'other' {
	if ( /Edg(e|A|iOS)?\//.test( userAgent ) ) {
		return 'edge';
	}
	if ( /MSIE |Trident\//.test( userAgent ) ) {
		return 'ie';
	}
	if ( /Firefox\/|FxiOS\//.test( userAgent ) ) {
		return 'firefox';
	}
	if ( /Chrome\/|CriOS\//.test( userAgent ) ) {
		return 'chrome';
	}
	if ( /Safari\//.test( userAgent ) ) {
		return 'safari';
	}
	return 'other';
}

/**
 * A schedule date as an instant. Dates are written without a zone ("2026-01-31T09:00");
 * `site` reads them in the site's offset, `visitor` in the browser's own zone.
 * @param value
 * @param timezone
 * @param siteOffsetMinutes
 */
export function scheduleInstant(
	value: string,
	timezone: 'site' | 'visitor',
	siteOffsetMinutes: number
): number | null {
	const match =
		/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(
			value.trim()
		);
	if ( ! match ) {
		return null;
	}
	const [ year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 ] =
		match.slice( 1 ).map( ( part ) => Number( part ?? 0 ) );
	if ( timezone === 'visitor' ) {
		return new Date( year, month - 1, day, hour, minute, second ).getTime();
	}
	return (
		Date.UTC( year, month - 1, day, hour, minute, second ) -
		siteOffsetMinutes * 60_000
	);
}

/**
 * Whether the referrer passes the url rule. An invalid regex never passes.
 * @param rule
 * @param referrer
 */
function urlPasses(
	rule: NonNullable< TimingRules[ 'url' ] >,
	referrer: string
): boolean {
	if ( rule.action === 'regex' ) {
		try {
			return new RegExp( rule.value ).test( referrer );
		} catch {
			return false;
		}
	}
	const contains = rule.value !== '' && referrer.includes( rule.value );
	return rule.action === 'show' ? contains : ! contains;
}

type RuleCheck< K extends keyof TimingRules > = (
	rule: NonNullable< TimingRules[ K ] >,
	context: TimingContext
) => boolean;

const checks: { [ K in keyof TimingRules ]-?: RuleCheck< K > } = {
	pageViews: ( rule, context ) =>
		context.pageViewsSinceFirstSeen >= rule.views,
	sessions: ( rule, context ) =>
		context.sessionsSinceFirstSeen >= rule.sessions,
	url: ( rule, context ) => urlPasses( rule, context.referrer ),
	sources: ( rule, context ) =>
		rule.sources.includes(
			trafficSource( context.referrer, context.host )
		),
	loggedIn: ( rule, { user } ) => {
		if ( ! user.loggedIn ) {
			return true;
		}
		if ( rule.users === 'all' ) {
			return false;
		}
		return ! user.roles.some( ( role ) => rule.roles.includes( role ) );
	},
	devices: ( rule, context ) => rule.devices.includes( context.device ),
	times: ( rule, context ) => context.timesShown( rule.period ) < rule.times,
	browsers: ( rule, context ) => {
		if ( rule.browsers === 'all' ) {
			return true;
		}
		const browser = detectBrowser( context.userAgent );
		return browser !== 'other' && rule.browsers.includes( browser );
	},
	schedule: ( rule, context ) => {
		const now = context.now.getTime();
		const start = scheduleInstant(
			rule.start,
			rule.timezone,
			context.siteOffsetMinutes
		);
		const end = scheduleInstant(
			rule.end,
			rule.timezone,
			context.siteOffsetMinutes
		);
		return (
			( start === null || start <= now ) && ( end === null || now <= end )
		);
	},
};

/**
 * The name of the first rule that fails, or null when every set rule passes.
 * @param rules
 * @param context
 */
export function failingRule(
	rules: TimingRules,
	context: TimingContext
): keyof TimingRules | null {
	for ( const name of Object.keys( checks ) as Array< keyof TimingRules > ) {
		const rule = rules[ name ];
		if (
			rule !== undefined &&
			! ( checks[ name ] as RuleCheck< typeof name > )(
				rule as never,
				context
			)
		) {
			return name;
		}
	}
	return null;
}

export function timingPasses(
	rules: TimingRules,
	context: TimingContext
): boolean {
	return failingRule( rules, context ) === null;
}
