/**
 * Internal dependencies
 */
import {
	ATTRIBUTION_FIELDS,
	classify,
	fieldsFromCookies,
	parseSbjsCookie,
	readCookies,
	withCampaignExtras,
	type ClassifyInput,
	type Source,
} from './attribution';

const SITE = 'shop.test';
const earlier: Source = {
	typ: 'utm',
	src: 'news',
	mdm: 'email',
	cmp: 'spring',
};

const input = ( overrides: Partial< ClassifyInput > ): ClassifyInput => ( {
	url: 'https://shop.test/',
	referrer: '',
	siteHost: SITE,
	hasSession: false,
	previous: null,
	...overrides,
} );

describe( 'classify (utm > organic > referral > typein > keep)', () => {
	it.each< [ string, Partial< ClassifyInput >, Partial< Source > ] >( [
		[
			'utm in the address',
			{
				url: 'https://shop.test/?utm_source=news&utm_medium=email&utm_campaign=spring',
			},
			{ typ: 'utm', src: 'news', mdm: 'email', cmp: 'spring' },
		],
		[
			'utm beats a search referrer and an earlier source',
			{
				url: 'https://shop.test/?utm_source=ads',
				referrer: 'https://www.google.com/',
				previous: earlier,
				hasSession: true,
			},
			{ typ: 'utm', src: 'ads', mdm: '(none)', cmp: '(none)' },
		],
		[
			'gclid is paid Google',
			{ url: 'https://shop.test/?gclid=abc' },
			{ typ: 'utm', src: 'google', mdm: 'cpc', cmp: 'google_cpc' },
		],
		[
			'yclid is paid Yandex',
			{ url: 'https://shop.test/?yclid=abc' },
			{ typ: 'utm', src: 'yandex', mdm: 'cpc' },
		],
		[
			'Google by host alone',
			{ referrer: 'https://www.google.fr/' },
			{ typ: 'organic', src: 'google', mdm: 'organic' },
		],
		[
			'Bing needs q',
			{ referrer: 'https://www.bing.com/search?q=mugs' },
			{ typ: 'organic', src: 'bing' },
		],
		[
			'Bing without q is a referral',
			{ referrer: 'https://www.bing.com/maps' },
			{ typ: 'referral', src: 'bing.com' },
		],
		[
			'Yahoo needs p',
			{ referrer: 'https://search.yahoo.com/search?p=mugs' },
			{ typ: 'organic', src: 'yahoo' },
		],
		[
			'Yandex needs text',
			{ referrer: 'https://yandex.ru/search/?text=mugs' },
			{ typ: 'organic', src: 'yandex' },
		],
		[
			'organic overrides a running session',
			{
				referrer: 'https://www.google.com/',
				hasSession: true,
				previous: earlier,
			},
			{ typ: 'organic', src: 'google' },
		],
		[
			'an external referrer without a session',
			{ referrer: 'https://www.example.org/post/1' },
			{ typ: 'referral', src: 'example.org', mdm: 'referral' },
		],
		[
			'an external referrer during a session keeps the source',
			{
				referrer: 'https://example.org/',
				hasSession: true,
				previous: earlier,
			},
			earlier,
		],
		[
			'the site itself is internal',
			{ referrer: 'https://shop.test/shop/', previous: earlier },
			earlier,
		],
		[
			'a subdomain is internal',
			{ referrer: 'https://blog.shop.test/', previous: earlier },
			earlier,
		],
		[
			'no data at all is a type-in',
			{},
			{ typ: 'typein', src: '(direct)', mdm: '(none)', cmp: '(none)' },
		],
		[ 'a type-in never overrides', { previous: earlier }, earlier ],
	] )( '%s', ( _name, overrides, expected ) => {
		expect( classify( input( overrides ) ) ).toMatchObject( expected );
	} );
} );

describe( 'cookies to fields', () => {
	const cookie = ( pairs: string ) => encodeURIComponent( pairs );
	const header = [
		`sbjs_current=${ cookie(
			'typ=utm|||src=news|||mdm=email|||cmp=spring|||cnt=(none)|||trm=(none)|||id=42|||plt=(none)|||fmt=(none)|||tct=(none)'
		) }`,
		`sbjs_current_add=${ cookie(
			'fd=2026-11-23 16:00:00|||ep=https://shop.test/?utm_source=news|||rf=(none)'
		) }`,
		`sbjs_session=${ cookie( 'pgs=4|||cpg=https://shop.test/checkout/' ) }`,
		`sbjs_udata=${ cookie(
			'vst=2|||uip=(none)|||uag=Mozilla/5.0 (X11; Linux x86_64)'
		) }`,
		'other=1',
	].join( '; ' );

	it( 'maps every field from its cookie and key', () => {
		expect( fieldsFromCookies( readCookies( header ) ) ).toEqual( {
			source_type: 'utm',
			referrer: '(none)',
			utm_campaign: 'spring',
			utm_source: 'news',
			utm_medium: 'email',
			utm_content: '(none)',
			utm_id: '42',
			utm_term: '(none)',
			utm_source_platform: '(none)',
			utm_creative_format: '(none)',
			utm_marketing_tactic: '(none)',
			session_entry: 'https://shop.test/?utm_source=news',
			session_start_time: '2026-11-23 16:00:00',
			session_pages: '4',
			session_count: '2',
			user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
		} );
	} );

	it( 'has the 16 fields, empty without cookies', () => {
		const fields = fieldsFromCookies( {} );
		expect( Object.keys( fields ) ).toEqual( [ ...ATTRIBUTION_FIELDS ] );
		expect( ATTRIBUTION_FIELDS ).toHaveLength( 16 );
		expect( Object.values( fields ).every( ( v ) => v === '' ) ).toBe(
			true
		);
	} );

	it( 'reads base64 values and keeps values with = in them', () => {
		const encoded = btoa( 'typ=referral|||src=example.org' );
		expect( parseSbjsCookie( encoded ) ).toEqual( {
			typ: 'referral',
			src: 'example.org',
		} );
		expect(
			parseSbjsCookie( cookie( 'ep=https://shop.test/?a=1&b=2' ) )
		).toEqual( { ep: 'https://shop.test/?a=1&b=2' } );
	} );
} );

describe( 'the campaign keys WooCommerce’s sourcebuster build adds', () => {
	const utm =
		'typ=utm|||src=news|||mdm=email|||cmp=spring|||cnt=(none)|||trm=(none)';

	it( 'takes them from the address that made the visit a campaign one', () => {
		expect(
			withCampaignExtras(
				utm,
				'?utm_source=news&utm_id=42&utm_source_platform=Search%20Ads&utm_creative_format=banner&utm_marketing_tactic=prospecting'
			)
		).toBe(
			`${ utm }|||id=42|||plt=Search%20Ads|||fmt=banner|||tct=prospecting`
		);
		expect( withCampaignExtras( utm, '?utm_source=news' ) ).toBe(
			`${ utm }|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)`
		);
	} );

	it( 'writes (none) for other visits and keeps a value that has them', () => {
		const typein =
			'typ=typein|||src=(direct)|||mdm=(none)|||cmp=(none)|||cnt=(none)|||trm=(none)';
		expect( withCampaignExtras( typein, '?utm_id=42' ) ).toBe(
			`${ typein }|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)`
		);
		// A campaign recorded on an earlier page keeps its keys on the next one.
		const recorded = `${ utm }|||id=42|||plt=(none)|||fmt=(none)|||tct=(none)`;
		expect( withCampaignExtras( recorded, '' ) ).toBe( recorded );
		expect( withCampaignExtras( '', '?utm_id=1' ) ).toBe( '' );
	} );
} );
