/**
 * What makes pages fast on phones (issue 7): responsive WebP pictures with the main one
 * fetched first, deferred scripts, long-lived caching of static files, self-hosted fonts,
 * a meta description and no emoji script.
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

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
	// The other pictures wait until they come near the viewport.
	const others = [ ...html.matchAll( /<img[^>]*class="attachment-[^>]*>/g ) ];
	expect( others.length ).toBeGreaterThan( 0 );
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
		// wp-i18n and wp-api-fetch carry inline scripts that must run right after them (locale
		// data before our translations; api-fetch's root URL and nonce middlewares), so
		// WordPress keeps them and what they need (wp-hooks, wp-url, wp-polyfill) blocking,
		// at the end of the body where they hold up nothing the visitor sees.
		if (
			! /\/(i18n|hooks|api-fetch|url|wp-polyfill)\.min\.js/.test(
				script.src
			)
		) {
			expect( script, script.src ).toMatchObject( { deferred: true } );
		}
	}
	expect( html ).not.toContain( 'wp-emoji' );
	expect( html ).toMatch( /<meta name="description" content="[^"]+" \/>/ );
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
