/*
 * @jest-environment node
 *
 * Pure logic: runs without a DOM.
 */

/**
 * Internal dependencies
 */
import {
	detectBrowser,
	failingRule,
	scheduleInstant,
	timingPasses,
	trafficSource,
	type TimingContext,
	type TimingRules,
} from './timing';

const CHROME =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

function context( overrides: Partial< TimingContext > = {} ): TimingContext {
	return {
		pageViewsSinceFirstSeen: 0,
		sessionsSinceFirstSeen: 0,
		referrer: '',
		host: 'shop.test',
		user: { loggedIn: false, roles: [] },
		device: 'desktop',
		userAgent: CHROME,
		timesShown: () => 0,
		now: new Date( Date.UTC( 2026, 5, 15, 12, 0, 0 ) ),
		siteOffsetMinutes: 0,
		...overrides,
	};
}

describe( 'popup timing rules', () => {
	it.each< [ string, TimingRules, Partial< TimingContext >, boolean ] >( [
		[ 'no rules', {}, {}, true ],
		[
			'page views below',
			{ pageViews: { views: 2 } },
			{ pageViewsSinceFirstSeen: 1 },
			false,
		],
		[
			'page views reached',
			{ pageViews: { views: 2 } },
			{ pageViewsSinceFirstSeen: 2 },
			true,
		],
		[
			'sessions below',
			{ sessions: { sessions: 2 } },
			{ sessionsSinceFirstSeen: 1 },
			false,
		],
		[
			'sessions reached',
			{ sessions: { sessions: 2 } },
			{ sessionsSinceFirstSeen: 3 },
			true,
		],
		[
			'referrer contains',
			{ url: { action: 'show', value: 'news' } },
			{ referrer: 'https://news.test/a' },
			true,
		],
		[
			'referrer lacks',
			{ url: { action: 'show', value: 'news' } },
			{ referrer: 'https://blog.test/' },
			false,
		],
		[
			'referrer must not contain, does',
			{ url: { action: 'hide', value: 'news' } },
			{ referrer: 'https://news.test/' },
			false,
		],
		[
			'referrer must not contain, does not',
			{ url: { action: 'hide', value: 'news' } },
			{ referrer: '' },
			true,
		],
		[
			'regex matches',
			{ url: { action: 'regex', value: '^https://(www\\.)?news' } },
			{ referrer: 'https://www.news.test/' },
			true,
		],
		[
			'regex misses',
			{ url: { action: 'regex', value: '^https://news' } },
			{ referrer: 'https://old.test/' },
			false,
		],
		[
			'invalid regex never passes',
			{ url: { action: 'regex', value: '(' } },
			{ referrer: '(' },
			false,
		],
		[
			'internal source',
			{ sources: { sources: [ 'internal' ] } },
			{ referrer: 'https://shop.test/blog/' },
			true,
		],
		[
			'internal wanted, external came',
			{ sources: { sources: [ 'internal' ] } },
			{ referrer: 'https://other.test/' },
			false,
		],
		[
			'no referrer is external',
			{ sources: { sources: [ 'external' ] } },
			{ referrer: '' },
			true,
		],
		[
			'search engine',
			{ sources: { sources: [ 'search' ] } },
			{ referrer: 'https://www.bing.com/search?q=x' },
			true,
		],
		[
			'search is not external',
			{ sources: { sources: [ 'external' ] } },
			{ referrer: 'https://www.google.co.uk/' },
			false,
		],
		[
			'guest passes logged-in rule',
			{ loggedIn: { users: 'all', roles: [] } },
			{},
			true,
		],
		[
			'all hides from members',
			{ loggedIn: { users: 'all', roles: [] } },
			{ user: { loggedIn: true, roles: [ 'subscriber' ] } },
			false,
		],
		[
			'custom hides listed role',
			{ loggedIn: { users: 'custom', roles: [ 'editor' ] } },
			{ user: { loggedIn: true, roles: [ 'editor' ] } },
			false,
		],
		[
			'custom keeps other roles',
			{ loggedIn: { users: 'custom', roles: [ 'editor' ] } },
			{ user: { loggedIn: true, roles: [ 'subscriber' ] } },
			true,
		],
		[
			'device listed',
			{ devices: { devices: [ 'mobile', 'desktop' ] } },
			{},
			true,
		],
		[
			'device not listed',
			{ devices: { devices: [ 'mobile' ] } },
			{},
			false,
		],
		[
			'times under limit',
			{ times: { times: 2, period: 'day' } },
			{ timesShown: ( p ) => ( p === 'day' ? 1 : 9 ) },
			true,
		],
		[
			'times at limit',
			{ times: { times: 2, period: 'week' } },
			{ timesShown: ( p ) => ( p === 'week' ? 2 : 0 ) },
			false,
		],
		[
			'times overall',
			{ times: { times: 1, period: 'overall' } },
			{ timesShown: () => 1 },
			false,
		],
		[
			'all browsers',
			{ browsers: { browsers: 'all' } },
			{ userAgent: 'curl/8' },
			true,
		],
		[
			'browser listed',
			{ browsers: { browsers: [ 'chrome' ] } },
			{},
			true,
		],
		[
			'browser not listed',
			{ browsers: { browsers: [ 'firefox', 'safari' ] } },
			{},
			false,
		],
		[
			'inside schedule',
			{
				schedule: {
					start: '2026-06-01',
					end: '2026-06-30',
					timezone: 'site',
				},
			},
			{},
			true,
		],
		[
			'before schedule',
			{
				schedule: {
					start: '2026-07-01',
					end: '2026-07-30',
					timezone: 'site',
				},
			},
			{},
			false,
		],
		[
			'after schedule',
			{
				schedule: {
					start: '2020-01-01',
					end: '2020-12-31T23:59',
					timezone: 'site',
				},
			},
			{},
			false,
		],
		[
			'open-ended schedule',
			{ schedule: { start: '2026-01-01', end: '', timezone: 'site' } },
			{},
			true,
		],
		[
			'site offset moves the start',
			{
				schedule: {
					start: '2026-06-15T13:00',
					end: '',
					timezone: 'site',
				},
			},
			{ siteOffsetMinutes: 120 },
			true,
		],
		[
			'without the offset it has not started',
			{
				schedule: {
					start: '2026-06-15T13:00',
					end: '',
					timezone: 'site',
				},
			},
			{},
			false,
		],
	] )( '%s', ( _name, rules, overrides, expected ) => {
		expect( timingPasses( rules, context( overrides ) ) ).toBe( expected );
	} );

	it( 'names the first failing rule', () => {
		expect(
			failingRule(
				{ pageViews: { views: 1 }, devices: { devices: [ 'mobile' ] } },
				context( { pageViewsSinceFirstSeen: 5 } )
			)
		).toBe( 'devices' );
	} );

	it.each( [
		[ 'https://www.google.com/', 'search' ],
		[ 'https://search.yahoo.com/', 'search' ],
		[ 'https://yandex.ru/', 'search' ],
		[ 'https://www.baidu.com/s?wd=x', 'search' ],
		[ 'https://bing.com/', 'search' ],
		[ 'https://googleblog.example/', 'external' ],
		[ 'https://shop.test/a', 'internal' ],
		[ 'not a url', 'external' ],
	] )( 'classifies %s as %s', ( referrer, source ) => {
		expect( trafficSource( referrer, 'shop.test' ) ).toBe( source );
	} );

	it.each( [
		[ CHROME, 'chrome' ],
		[
			'Mozilla/5.0 (Windows NT 10.0) Chrome/120 Safari/537.36 Edg/120.0',
			'edge',
		],
		[
			'Mozilla/5.0 (X11; rv:120.0) Gecko/20100101 Firefox/120.0',
			'firefox',
		],
		[
			'Mozilla/5.0 (Macintosh) AppleWebKit/605 Version/17 Safari/605.1.15',
			'safari',
		],
		[
			'Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko',
			'ie',
		],
		[ 'curl/8', 'other' ],
	] )( 'detects %s', ( userAgent, browser ) => {
		expect( detectBrowser( userAgent ) ).toBe( browser );
	} );

	it( 'reads visitor-zone dates in the local zone and rejects junk', () => {
		expect( scheduleInstant( '2026-06-15T10:00', 'visitor', 0 ) ).toBe(
			new Date( 2026, 5, 15, 10, 0 ).getTime()
		);
		expect( scheduleInstant( 'tomorrow', 'site', 0 ) ).toBeNull();
	} );
} );
