/**
 * The seeded demo site (docs/architecture.md §7).
 */

/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { baseURL } from '../../playwright.config';

test( 'every demo page answers, with the home page as the front page', async ( {
	request,
} ) => {
	for ( const slug of [
		'blog',
		'shop',
		'cart',
		'checkout',
		'account',
		'wishlist',
		'contact',
		'widgets',
	] ) {
		const response = await request.get( `/${ slug }/` );
		expect( response.status(), slug ).toBe( 200 );
	}
	const pages = await (
		await request.get( '/wp-json/wp/v2/pages?slug=home&_fields=id' )
	).json();
	expect( pages ).toHaveLength( 1 );
	// A static front page: WordPress marks the body with `home` and the page's own id.
	const home = await ( await request.get( '/' ) ).text();
	const bodyClass = home.match( /<body[^>]*class="([^"]*)"/ )?.[ 1 ] ?? '';
	expect( bodyClass.split( ' ' ) ).toEqual(
		expect.arrayContaining( [ 'home', `page-id-${ pages[ 0 ].id }` ] )
	);
} );

test( 'at least 12 posts, each with a category and a locally made featured image', async ( {
	request,
} ) => {
	const posts = await (
		await request.get(
			'/wp-json/wp/v2/posts?per_page=50&_fields=id,featured_media,categories'
		)
	).json();
	expect( posts.length ).toBeGreaterThanOrEqual( 12 );
	for ( const post of posts ) {
		expect(
			post.featured_media,
			`post ${ post.id } image`
		).toBeGreaterThan( 0 );
		expect( post.categories.length ).toBeGreaterThan( 0 );
	}
	const media = await (
		await request.get(
			`/wp-json/wp/v2/media/${ posts[ 0 ].featured_media }?_fields=source_url,alt_text`
		)
	).json();
	expect( media.source_url ).toMatch(
		new RegExp( `^${ baseURL }/wp-content/uploads/` )
	);
	expect( media.alt_text ).not.toBe( '' );
	const image = await request.get( media.source_url );
	// Generated as JPEG, stored as WebP: PHP's GD here writes WebP (Performance\WebpImages).
	expect( image.headers()[ 'content-type' ] ).toBe( 'image/webp' );
} );

test( 'the header menu has a dropdown', async ( { page } ) => {
	await page.goto( '/' );
	const nav = page.getByRole( 'navigation' ).first();
	await expect( nav.locator( '.sub-menu a' ).first() ).toBeAttached();
} );

test( 'seeding again creates nothing', () => {
	const root = resolve( __dirname, '../..' );
	const output = execFileSync(
		'php',
		[ resolve( root, 'bin/stack/install.php' ) ],
		{
			env: {
				...process.env,
				WP_DIR: resolve( root, '.site/test/wordpress' ),
				SITE_URL: baseURL,
			},
		}
	).toString();
	expect( output ).toContain( 'demo content already present' );
} );

test( 'the widgets page shows every widget, one section each, all mounted', async ( {
	page,
} ) => {
	await page.goto( '/widgets/' );
	for ( const name of [ 'like', 'newsletter', 'contact-form' ] ) {
		await expect(
			page
				.locator( `.entry-content [data-vitrine-widget="${ name }"]` )
				.first()
		).toHaveAttribute( 'data-vitrine-state', 'mounted' );
	}
	await expect(
		page.locator( '.entry-content a[href="#vitrine-login"]' )
	).toBeVisible();
} );
