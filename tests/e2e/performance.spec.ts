/**
 * What makes pages fast on phones (issue 7): responsive WebP pictures with the main one
 * fetched first, deferred scripts, long-lived caching of static files, self-hosted fonts,
 * a meta description and no emoji script.
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { restAs } from './support';

/** Every `<script src>` tag of an HTML document, with whether it is deferred and where. */
function scriptTags( html: string ) {
	const head = html.slice( 0, html.indexOf( '</head>' ) );
	return [ ...html.matchAll( /<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g ) ].map(
		( [ tag, src ] ) => ( {
			src: src ?? '',
			deferred: /\sdefer\b/.test( tag ),
			inHead: head.includes( tag ),
		} )
	);
}

test( 'the home page hero is a responsive WebP fetched first, and its scripts are deferred', async ( {
	request,
} ) => {
	const html = await ( await request.get( '/' ) ).text();

	const hero = html.match( /<img[^>]*class="hero__image[^"]*"[^>]*>/ )?.[ 0 ];
	expect( hero ).toBeDefined();
	expect( hero ).toContain( 'fetchpriority="high"' );
	expect( hero ).toContain( 'loading="eager"' );
	const srcset = hero!.match( /srcset="([^"]+)"/ )?.[ 1 ] ?? '';
	expect( srcset ).toMatch( /-720x720\.webp 720w/ );
	expect( srcset ).toMatch( /-480x480\.webp 480w/ );
	expect( hero ).toMatch( /sizes="[^"]*90vw"/ );
	// The other pictures wait until they come near the viewport: cards, and the pictures of
	// the page's own content further down (a slideshow background's first slide).
	const others = [ ...html.matchAll( /<img\b[^>]*>/g ) ].filter(
		( [ img ] ) => img !== hero
	);
	expect(
		others.filter( ( [ img ] ) => img.includes( 'class="attachment-' ) )
			.length
	).toBeGreaterThan( 0 );
	expect(
		others.some( ( [ img ] ) =>
			img.includes( 'vitrine-background__slide' )
		)
	).toBe( true );
	for ( const [ img ] of others ) {
		expect( img ).toContain( 'loading="lazy"' );
		expect( img ).not.toContain( 'fetchpriority' );
	}
	expect( html.match( /fetchpriority="high"/g ) ).toHaveLength( 1 );

	const scripts = scriptTags( html );
	const react = scripts.filter( ( s ) =>
		/\/(react|react-dom|react-jsx-runtime|element)\.min\.js/.test( s.src )
	);
	expect( react ).toHaveLength( 4 );
	expect( scripts.filter( ( s ) => s.inHead ) ).toEqual( [] );
	for ( const script of scripts ) {
		expect( script, script.src ).toMatchObject( { deferred: true } );
	}
	// wp-i18n and api-fetch carry inline scripts after them, which WordPress prints blocking:
	// the runtime loads them on demand, before a chunk that needs them runs.
	expect(
		scripts.filter( ( s ) =>
			/\/(i18n|hooks|api-fetch|url|wp-polyfill)\.min\.js/.test( s.src )
		)
	).toEqual( [] );
	expect( html ).not.toContain( 'wp-emoji' );
	expect( html ).toMatch( /<meta name="description" content="[^"]+" \/>/ );
} );

test( 'on /widgets/, whose first screen is text, no picture far down is fetched first', async ( {
	request,
} ) => {
	const html = await ( await request.get( '/widgets/' ) ).text();
	const images = [ ...html.matchAll( /<img\b[^>]*>/g ) ].map(
		( [ img ] ) => img
	);
	expect(
		images.some( ( img ) => img.includes( 'vitrine-background__slide' ) )
	).toBe( true );
	for ( const img of images ) {
		expect( img ).toContain( 'loading="lazy"' );
	}
	expect( html ).not.toContain( 'fetchpriority="high"' );
} );

test( 'a phone downloads the hero at the width it shows, not the largest one', async ( {
	browser,
} ) => {
	const context = await browser.newContext( {
		viewport: { width: 412, height: 823 },
		deviceScaleFactor: 1.75,
	} );
	const page = await context.newPage();
	await page.goto( '/' );
	const hero = page.locator( '.hero__image' );
	await expect
		.poll( () =>
			hero.evaluate( ( img: HTMLImageElement ) => img.currentSrc )
		)
		.toMatch( /-720x720\.webp$/ );
	await context.close();
} );

test( 'static files are cached for a year, versioned ones as immutable', async ( {
	request,
} ) => {
	const html = await ( await request.get( '/' ) ).text();
	const runtime = html.match(
		/src="([^"]*\/build\/runtime\.js\?ver=[^"]+)"/
	)?.[ 1 ];
	const upload = html.match(
		/src="([^"]*\/wp-content\/uploads\/[^"]+)"/
	)?.[ 1 ];
	const font = html.match( /href="([^"]*\/fonts\/[^"]+\.woff2)"/ )?.[ 1 ];
	expect( runtime && upload && font ).toBeTruthy();

	const cacheControl = async ( url: string ) =>
		( await request.get( url.replace( /&#0?38;/g, '&' ) ) ).headers()[
			'cache-control'
		];
	expect( await cacheControl( runtime! ) ).toBe(
		'public, max-age=31536000, immutable'
	);
	expect( await cacheControl( upload! ) ).toBe( 'public, max-age=31536000' );
	expect( await cacheControl( font! ) ).toBe( 'public, max-age=31536000' );
	// Pages themselves are not cached by the browser this way.
	expect(
		( await request.get( '/' ) ).headers()[ 'cache-control' ] ?? ''
	).not.toContain( '31536000' );
} );

test( 'the text and heading fonts are the self-hosted Inter and Fraunces', async ( {
	page,
} ) => {
	await page.goto( '/' );
	await page.evaluate( () => document.fonts.ready );
	const fonts = await page.evaluate( () => ( {
		inter: document.fonts.check( '400 16px Inter' ),
		fraunces: document.fonts.check( '600 32px Fraunces' ),
		body: getComputedStyle( document.body ).fontFamily,
		heading: getComputedStyle( document.querySelector( 'h1' )! ).fontFamily,
	} ) );
	expect( fonts.body ).toMatch( /^Inter,/ );
	expect( fonts.heading ).toMatch( /^Fraunces,/ );
	expect( fonts.inter ).toBe( true );
	expect( fonts.fraunces ).toBe( true );
} );

test( 'a page whose only widget is the login launcher loads no React until the popup opens', async ( {
	page,
} ) => {
	const core: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( '/wp-includes/js/' ) ) {
			core.push( request.url() );
		}
	} );
	await page.goto( '/?s=no-such-words-anywhere' );
	await expect(
		page.locator( '[data-vitrine-widget="login-popup"]' )
	).toHaveAttribute( 'data-vitrine-state', 'mounted' );
	expect( core ).toEqual( [] );

	const login = page.locator( 'header a[data-vitrine-login-open]' ).first();
	await login.click();
	const dialog = page.getByRole( 'dialog', { name: 'Log in' } );
	await expect( dialog ).toBeVisible();
	expect(
		core.some( ( url ) => /\/vendor\/react-dom\.min\.js/.test( url ) )
	).toBe( true );
	expect( core.some( ( url ) => /\/element\.min\.js/.test( url ) ) ).toBe(
		true
	);
	await expect(
		dialog.getByLabel( /Username or email address/ )
	).toBeFocused();

	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( login ).toBeFocused();
} );

test.describe( 'as readers get it (widgets mount near the viewport)', () => {
	test.use( { extraHTTPHeaders: {} } );

	test( 'a post loads no core script (no React), down to its like button and related stories', async ( {
		page,
		request,
	} ) => {
		const [ post ] = ( await (
			await request.get( '/wp-json/wp/v2/posts?per_page=1&_fields=link' )
		).json() ) as Array< { link: string } >;
		const core: string[] = [];
		page.on( 'request', ( sent ) => {
			if ( sent.url().includes( '/wp-includes/js/dist/' ) ) {
				core.push( sent.url() );
			}
		} );
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await page.goto( post!.link );
		for ( const name of [ 'like', 'slider' ] ) {
			const widget = page.locator( `[data-vitrine-widget="${ name }"]` );
			await widget.first().scrollIntoViewIfNeeded();
			await expect( widget.first() ).toHaveAttribute(
				'data-vitrine-state',
				'mounted'
			);
		}
		// The related stories move: Swiper runs, without React. Their own slider, once Swiper
		// has taken its buttons (the first slider mounted may be another; a click on Next before
		// Swiper runs moves nothing).
		const related = page.locator( '.vitrine-carousel--related' );
		await related.scrollIntoViewIfNeeded();
		await expect(
			related.locator( '[data-vitrine-widget="slider"]' )
		).toHaveAttribute( 'data-vitrine-state', 'mounted' );
		await expect(
			related.locator( '.vitrine-carousel__viewport--initialized' )
		).toHaveCount( 1 );
		await related.getByRole( 'button', { name: 'Next slide' } ).click();
		await expect(
			related.locator( '.vitrine-carousel__slide' ).nth( 1 )
		).toHaveClass( /vitrine-carousel__slide--active/ );
		expect( core ).toEqual( [] );
	} );
} );

test( 'the contact form draws before api-fetch arrives, which loads with its first call', async ( {
	page,
} ) => {
	const html = await ( await page.request.get( '/contact/' ) ).text();
	expect( html ).not.toMatch( /id="wp-api-fetch-js"/ );

	await page.goto( '/contact/' );
	await expect(
		page.locator( '[data-vitrine-widget="contact-form"]' )
	).toHaveAttribute( 'data-vitrine-state', 'mounted' );
	// The form asks for fresh quiz values and its token at once, through api-fetch.
	await expect
		.poll( () => page.evaluate( () => typeof window.wp?.apiFetch ) )
		.toBe( 'function' );
} );

test( 'React and the other core scripts a widget loads on demand are fetched at low priority', async ( {
	page,
} ) => {
	// The browser's own priority, as the network layer sees it (Lighthouse counts a script
	// fetched at high priority before the first paint as render-blocking).
	const cdp = await page.context().newCDPSession( page );
	await cdp.send( 'Network.enable' );
	const priorities = new Map< string, string >();
	cdp.on( 'Network.requestWillBeSent', ( { request } ) => {
		if ( request.url.includes( '/wp-includes/js/' ) ) {
			priorities.set( request.url, request.initialPriority );
		}
	} );
	await page.goto( '/contact/' );
	await expect(
		page.locator( '[data-vitrine-widget="contact-form"]' )
	).toHaveAttribute( 'data-vitrine-state', 'mounted' );
	const reactDom = [ ...priorities.keys() ].find( ( url ) =>
		/\/vendor\/react-dom\.min\.js/.test( url )
	);
	expect( reactDom ).toBeDefined();
	expect( [ ...new Set( priorities.values() ) ] ).toEqual( [ 'Low' ] );
} );

test( 'widget styles arrive inline, and the login popup brings its own when it opens', async ( {
	request,
} ) => {
	// Home: like buttons, newsletter, slider, products with quick view and wishlist buttons.
	const html = await ( await request.get( '/' ) ).text();

	expect( html ).not.toMatch( /<link[^>]+style-widget-/ );
	expect( html ).toMatch(
		/<style id=['"]vitrine-widget-slider-inline-css['"]/
	);
	expect( html ).not.toMatch( /vitrine-widget-login-popup-(inline-)?css/ );

	// /widgets/ has every widget, and the site-wide popups print theirs in the footer: each
	// stylesheet left as a link is one more request the first paint waits for.
	const showcase = await ( await request.get( '/widgets/' ) ).text();
	expect( showcase.match( /<link[^>]+style-widget-[^>]+>/g ) ).toBeNull();
	expect( showcase ).toMatch(
		/<style id=['"]vitrine-widget-popup-inline-css['"]/
	);
	expect( showcase ).toMatch(
		/<style id=['"]vitrine-widget-map-inline-css['"]/
	);
} );

test( 'under another theme a post prints the styles of the widgets it shows and no others, and core keeps its own inline budget', async ( {
	request,
} ) => {
	const post = '/the-quiet-return-of-lime-plaster/';
	const underTwentyTwentyFive = {
		Cookie: 'vitrine_e2e_theme=twentytwentyfive',
	};
	const inlineOurs = ( html: string ) =>
		[ ...html.matchAll( /<style id=['"](vitrine-[\w-]+)-inline-css['"]/g ) ]
			.map( ( [ , handle ] ) => handle )
			.sort();

	// As a fresh site shows it: the like button, related stories and the header's account and
	// cart links (hooked after the theme's navigation).
	const placed = await (
		await request.get( post, { headers: underTwentyTwentyFive } )
	).text();
	expect( inlineOurs( placed ) ).toEqual( [
		'vitrine-block-account',
		'vitrine-widget-cart-link',
		'vitrine-widget-like',
		'vitrine-widget-slider',
	] );

	// The same post on a site that placed none of them (the local stack's switch turns the
	// four placements off through their filters): no style of ours at all.
	const bare = await (
		await request.get( post, {
			headers: {
				...underTwentyTwentyFive,
				'X-Vitrine-Bench-Placements': 'none',
			},
		} )
	).text();
	// Nothing on it opens the login popup: no mount point, no runtime.
	expect( bare ).not.toContain( 'data-vitrine-widget' );
	expect( bare ).not.toMatch( /vitrine\/build\/runtime/ );
	expect( placed ).toContain( 'data-vitrine-widget="login-popup"' );
	expect( inlineOurs( bare ) ).toEqual( [] );
	expect( bare ).not.toMatch( /<link[^>]+vitrine\/build\/style-/ );
	// Core inlines its block styles up to its own 20 KB: the navigation's (16 KB) stays a link
	// under Twenty Twenty-Five, as it is without the plugin.
	expect( bare ).toMatch( /<link[^>]+id=['"]wp-block-navigation-css['"]/ );
} );

test( 'with nothing placed, a page gets the login popup only when a link on it opens the popup', async ( {
	page,
	context,
	baseURL,
} ) => {
	const admin = await restAs();
	const post = ( await admin.rest( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: {
			title: `Members corner ${ Date.now().toString( 36 ) }`,
			status: 'publish',
			content:
				'<!-- wp:paragraph --><p><a href="#vitrine-login">Members, log in here</a></p><!-- /wp:paragraph -->',
		},
	} ) ) as { id: number; link: string };
	await context.addCookies( [
		{ name: 'vitrine_e2e_theme', value: 'twentytwentyfive', url: baseURL! },
	] );
	await page.setExtraHTTPHeaders( { 'X-Vitrine-Bench-Placements': 'none' } );
	await page.goto( post.link );
	await page.getByRole( 'link', { name: 'Members, log in here' } ).click();
	await expect(
		page.getByRole( 'dialog', { name: 'Log in' } )
	).toBeVisible();
	await admin.rest( {
		method: 'DELETE',
		path: `/wp/v2/posts/${ post.id }`,
		params: { force: true },
	} );
} );
