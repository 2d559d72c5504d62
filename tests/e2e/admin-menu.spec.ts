/**
 * WP admin as one product (issue 31): one Vitrine menu (and the shop's), every option on the
 * tabbed settings screen and a setting changed there seen on the site, a popup set up for two
 * pages with the post picker, and axe on each screen this touched. Screenshots of the screens
 * go to the run's output folder.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn, restAs, temporaryProduct } from './support';

const WCAG = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ];

/**
 * Axe's findings on the page's own content. Core's admin chrome (the menu, the admin bar,
 * the footer) is WordPress's, not the plugin's: left out.
 * @param page
 */
async function violations( page: Page ): Promise< string[] > {
	const results = await new AxeBuilder( { page } )
		.withTags( WCAG )
		.include( '#wpbody-content' )
		.analyze();
	return results.violations.map(
		( violation ) =>
			`${ violation.id }: ${ violation.nodes
				.map( ( node ) => node.target.join( ' ' ) )
				.join( ', ' ) }`
	);
}

/**
 * Saves a screenshot of the page into the test's output folder.
 * @param page
 * @param name
 */
async function shot( page: Page, name: string ) {
	await page.screenshot( {
		path: test.info().outputPath( `${ name }.png` ),
		fullPage: true,
	} );
}

test( 'the admin shows one Vitrine menu with the content types, forms, newsletter, popups and settings, and the shop in its own', async ( {
	page,
} ) => {
	await logIn( page );
	await page.goto( '/wp-admin/' );
	const top = page.locator( '#adminmenu > li.menu-top' );
	// The plugin's top-level entries: its own pages and its post types' lists.
	const ours = top.filter( {
		has: page.locator(
			'> a[href*="page=vitrine"], > a[href*="post_type=vitrine_"]'
		),
	} );
	await expect( ours ).toHaveCount( 2 );
	await expect( ours.locator( '> a .wp-menu-name' ) ).toHaveText( [
		'Shop',
		'Vitrine',
	] );

	const named = ( name: string ) =>
		top.filter( {
			has: page.locator( '> a .wp-menu-name', { hasText: name } ),
		} );
	const vitrine = named( 'Vitrine' );
	await expect( vitrine.locator( '.wp-submenu a' ) ).toHaveText( [
		'Forms',
		'Form submissions',
		'Newsletter subscribers',
		'Newsletter lists',
		'Popups',
		'Services',
		'Case studies',
		'Testimonials',
		'Team',
		'Timeline',
		'Price plans',
		'Events',
		'Settings',
	] );
	const shop = named( 'Shop' );
	await expect( shop.locator( '.wp-submenu a' ).first() ).toHaveText(
		'Orders'
	);
	await expect( shop.locator( '.wp-submenu a' ).last() ).toHaveText(
		'Wishlists'
	);

	// A screen under it opens with its menu open and its entry current.
	await vitrine.hover(); // The closed menu's entries show in a flyout.
	await vitrine.locator( '.wp-submenu a', { hasText: 'Settings' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Vitrine settings', level: 1 } )
	).toBeVisible();
	await expect( page.locator( '#adminmenu .current a' ) ).toHaveText(
		'Settings'
	);
	await expect( vitrine ).toHaveClass( /wp-has-current-submenu/ );

	// The submissions screen's old address still opens it.
	await page.goto(
		'/wp-admin/edit.php?post_type=vitrine_form&page=vitrine-submissions'
	);
	await expect(
		page.getByRole( 'heading', { name: 'Submissions', level: 1 } )
	).toBeVisible();
} );

test( 'every tab of the settings screen is a link to a form of its own, and a currency saved there prices the shop', async ( {
	page,
} ) => {
	const admin = await restAs();
	await logIn( page );
	await page.goto( '/wp-admin/admin.php?page=vitrine-settings' );
	const tabs = page.getByRole( 'navigation', { name: 'Settings sections' } );
	await expect( tabs.getByRole( 'link' ) ).toHaveText( [
		'General',
		'Shop',
		'Payments',
		'Shipping and tax',
		'Wishlists',
		'Advanced',
	] );
	await expect( tabs.locator( '[aria-current="page"]' ) ).toHaveText(
		'General'
	);
	await expect( page.getByLabel( 'Like button' ) ).toBeVisible();
	for ( const [ tab, field ] of [
		[ 'Shop', 'Currency' ],
		[ 'Wishlists', 'Close popups after (ms)' ],
		[ 'Advanced', 'Trusted proxies' ],
	] as const ) {
		await tabs.getByRole( 'link', { name: tab } ).click();
		await expect( tabs.locator( '[aria-current="page"]' ) ).toHaveText(
			tab
		);
		await expect( page.getByLabel( field, { exact: true } ) ).toBeVisible();
		await shot( page, `settings-${ tab.toLowerCase() }` );
	}

	// The old places point here.
	await page.goto( '/wp-admin/options-reading.php' );
	await expect( page.locator( '#vitrine_like_placement' ) ).toHaveCount( 0 );
	await page
		.getByRole( 'link', { name: 'Open Vitrine → Settings → General' } )
		.click();
	await expect( tabs.locator( '[aria-current="page"]' ) ).toHaveText(
		'General'
	);

	try {
		await tabs.getByRole( 'link', { name: 'Shop' } ).click();
		await page.getByLabel( 'Currency', { exact: true } ).fill( 'usd' );
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect( page.locator( '.notice-success' ) ).toContainText(
			'Settings saved.'
		);
		await expect( tabs.locator( '[aria-current="page"]' ) ).toHaveText(
			'Shop'
		);
		await expect(
			page.getByLabel( 'Currency', { exact: true } )
		).toHaveValue( 'USD' );

		await page.goto( '/product/bud-vase/' );
		await expect(
			page.locator( 'main .vitrine-price__amount' ).first()
		).toHaveText( /^\$\d/ );
	} finally {
		await admin.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { vitrine_shop_currency: 'EUR' },
		} );
	}
	await page.goto( '/product/bud-vase/' );
	await expect(
		page.locator( 'main .vitrine-price__amount' ).first()
	).toHaveText( /^€\d/ );
} );

test( 'a popup set up for two pages with the post picker shows on those two pages only', async ( {
	page,
	browser,
} ) => {
	test.slow();
	const admin = await restAs();
	const marker = `Picker ${ Date.now().toString( 36 ) }`;
	const pages: number[] = [];
	for ( const name of [ 'Alpha', 'Beta', 'Gamma' ] ) {
		const { id } = await admin.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/pages',
			data: {
				title: `${ marker } ${ name }`,
				status: 'publish',
				content: `<!-- wp:paragraph --><p>${ name }</p><!-- /wp:paragraph -->`,
			},
		} );
		pages.push( id );
	}
	const popup = await admin.rest< { id: number } >( {
		method: 'POST',
		path: '/wp/v2/vitrine_popup',
		data: {
			title: `${ marker } popup`,
			status: 'publish',
			content:
				'<!-- wp:paragraph --><p>Hello from the picker.</p><!-- /wp:paragraph -->',
			meta: {
				_vitrine_popup: JSON.stringify( {
					conditions: { include: 'none', ids: [], exclude: [] },
					triggers: { pageLoad: { delay: 0 } },
				} ),
			},
		},
	} );
	try {
		await logIn( page );
		await page.goto( `/wp-admin/post.php?post=${ popup.id }&action=edit` );
		await page.waitForFunction(
			() =>
				!! ( window as unknown as { wp?: { blocks?: unknown } } ).wp
					?.blocks
		);
		await page.keyboard.press( 'Escape' ); // The welcome guide, if it shows.
		const panel = page.locator( '.components-panel__body', {
			has: page.getByRole( 'button', { name: 'Display conditions' } ),
		} );
		if ( ! ( await panel.getByLabel( 'Show on' ).isVisible() ) ) {
			await panel
				.getByRole( 'button', { name: 'Display conditions' } )
				.click();
		}
		await panel.getByLabel( 'Show on' ).selectOption( 'ids' );
		const picker = panel.getByRole( 'combobox', {
			name: 'Posts and pages',
		} );
		for ( const name of [ 'Alpha', 'Beta' ] ) {
			await picker.fill( `${ marker } ${ name }` );
			await page
				.getByRole( 'option', {
					name: new RegExp( `${ marker } ${ name }` ),
				} )
				.click();
		}
		await expect(
			panel.locator( '.components-form-token-field__token-text' )
		).toHaveText( [
			new RegExp( `${ marker } Alpha \\(#${ pages[ 0 ] }\\)` ),
			new RegExp( `${ marker } Beta \\(#${ pages[ 1 ] }\\)` ),
		] );
		// The timing rules read as three questions.
		const timing = page.locator( '.components-panel__body', {
			has: page.getByRole( 'button', { name: 'Timing rules' } ),
		} );
		if ( ! ( await timing.locator( 'fieldset' ).first().isVisible() ) ) {
			await timing
				.getByRole( 'button', { name: 'Timing rules' } )
				.click();
		}
		await expect( timing.locator( 'fieldset > legend' ) ).toHaveText( [
			'When to show',
			'Who sees it',
			'How often',
		] );
		await shot( page, 'popup-editor' );
		await timing.scrollIntoViewIfNeeded();
		await timing.screenshot( {
			path: test.info().outputPath( 'popup-timing.png' ),
		} );
		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Save', exact: true } )
			.click();
		await expect(
			page
				.getByRole( 'button', { name: 'Dismiss this notice' } )
				.or( page.locator( '.components-snackbar' ) )
				.first()
		).toBeVisible();

		const stored = await admin.rest< { meta: Record< string, string > } >( {
			path: `/wp/v2/vitrine_popup/${ popup.id }`,
			params: { context: 'edit' },
		} );
		expect(
			JSON.parse( stored.meta._vitrine_popup ?? '{}' ).conditions
		).toMatchObject( { include: 'ids', ids: [ pages[ 0 ], pages[ 1 ] ] } );

		const guest = await browser.newPage();
		for ( const [ index, id ] of pages.entries() ) {
			await guest.goto( `/?page_id=${ id }` );
			const dialog = guest.getByRole( 'dialog', {
				name: `${ marker } popup`,
			} );
			if ( index < 2 ) {
				await expect( dialog, `page ${ index }` ).toBeVisible();
				await expect( dialog ).toContainText(
					'Hello from the picker.'
				);
			} else {
				// The popup's script runs at load: by the time the page is idle it would show.
				await guest.waitForLoadState( 'networkidle' );
				await expect( dialog, `page ${ index }` ).toHaveCount( 0 );
			}
		}
		await guest.close();
	} finally {
		await admin.rest( {
			method: 'DELETE',
			path: `/wp/v2/vitrine_popup/${ popup.id }`,
			params: { force: true },
		} );
		for ( const id of pages ) {
			await admin.rest( {
				method: 'DELETE',
				path: `/wp/v2/pages/${ id }`,
				params: { force: true },
			} );
		}
	}
} );

test( 'a saved popup shows its pages by title in one request, a product too, and a deleted page as such', async ( {
	page,
} ) => {
	const admin = await restAs();
	const marker = `Saved ${ Date.now().toString( 36 ) }`;
	const make = ( title: string ) =>
		admin.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/pages',
			data: { title, status: 'publish' },
		} );
	const kept = await make( `${ marker } kept page` );
	const gone = await make( `${ marker } gone page` );
	await admin.rest( {
		method: 'DELETE',
		path: `/wp/v2/pages/${ gone.id }`,
		params: { force: true },
	} );
	const product = await temporaryProduct( `${ marker } lamp`, {
		_regular_price: '5.00',
	} );
	const popup = await admin.rest< { id: number } >( {
		method: 'POST',
		path: '/wp/v2/vitrine_popup',
		data: {
			title: `${ marker } popup`,
			status: 'draft',
			meta: {
				_vitrine_popup: JSON.stringify( {
					conditions: {
						include: 'ids',
						ids: [ kept.id, product.id, gone.id ],
						exclude: [],
					},
				} ),
			},
		},
	} );
	try {
		const lookups: string[] = [];
		page.on( 'request', ( request ) => {
			const url = decodeURIComponent( request.url() );
			if (
				url.includes( '/wp/v2/search' ) &&
				url.includes( 'include=' )
			) {
				lookups.push( url );
			}
		} );
		await logIn( page );
		await page.goto( `/wp-admin/post.php?post=${ popup.id }&action=edit` );
		await page.waitForFunction(
			() =>
				!! ( window as unknown as { wp?: { blocks?: unknown } } ).wp
					?.blocks
		);
		await page.keyboard.press( 'Escape' ); // The welcome guide, if it shows.
		const panel = page.locator( '.components-panel__body', {
			has: page.getByRole( 'button', { name: 'Display conditions' } ),
		} );
		if ( ! ( await panel.getByLabel( 'Show on' ).isVisible() ) ) {
			await panel
				.getByRole( 'button', { name: 'Display conditions' } )
				.click();
		}
		await expect(
			panel.locator( '.components-form-token-field__token-text' )
		).toHaveText( [
			// Each token also says its place ("(1 of 3)") to screen readers.
			new RegExp( `^${ marker } kept page \\(#${ kept.id }\\)` ),
			new RegExp( `^${ marker } lamp \\(#${ product.id }\\)` ),
			new RegExp( `^Deleted or draft \\(#${ gone.id }\\)` ),
		] );
		await expect(
			panel.locator( '.components-form-token-field__token.is-error' )
		).toHaveCount( 1 );
		expect( lookups ).toHaveLength( 1 );
		await panel.screenshot( {
			path: test.info().outputPath( 'popup-saved-pages.png' ),
		} );
	} finally {
		await admin.rest( {
			method: 'DELETE',
			path: `/wp/v2/vitrine_popup/${ popup.id }`,
			params: { force: true },
		} );
		await admin.rest( {
			method: 'DELETE',
			path: `/wp/v2/pages/${ kept.id }`,
			params: { force: true },
		} );
		await product.remove();
	}
} );

test( 'the inserter has a Vitrine category holding every Vitrine block', async ( {
	page,
} ) => {
	await logIn( page );
	await page.goto( '/wp-admin/post-new.php' );
	await page.waitForFunction(
		() =>
			!! ( window as unknown as { wp?: { blocks?: unknown } } ).wp?.blocks
	);
	const found = await page.evaluate( () => {
		const { wp } = window as unknown as {
			wp: {
				blocks: {
					getCategories: () => Array< {
						slug: string;
						title: string;
					} >;
					getBlockTypes: () => Array< {
						name: string;
						category: string;
					} >;
				};
			};
		};
		const ours = wp.blocks
			.getBlockTypes()
			.filter( ( type ) => type.name.startsWith( 'vitrine/' ) );
		return {
			category: wp.blocks
				.getCategories()
				.find( ( category ) => category.slug === 'vitrine' )?.title,
			blocks: ours.length,
			elsewhere: ours
				.filter( ( type ) => type.category !== 'vitrine' )
				.map( ( type ) => type.name ),
		};
	} );
	expect( found.category ).toBe( 'Vitrine' );
	expect( found.blocks ).toBeGreaterThan( 40 );
	expect( found.elsewhere ).toEqual( [] );

	await page.keyboard.press( 'Escape' ); // The welcome guide, if it shows.
	await page.getByRole( 'button', { name: 'Block Inserter' } ).click();
	const vitrineBlocks = page.getByRole( 'listbox', { name: 'Vitrine' } );
	await vitrineBlocks.scrollIntoViewIfNeeded();
	await expect( vitrineBlocks ).toBeVisible();
	await vitrineBlocks.screenshot( {
		path: test.info().outputPath( 'inserter-vitrine.png' ),
	} );
} );

for ( const [ name, path ] of [
	[ 'settings-general', '/wp-admin/admin.php?page=vitrine-settings' ],
	[ 'settings-shop', '/wp-admin/admin.php?page=vitrine-settings&tab=shop' ],
	[
		'settings-wishlists',
		'/wp-admin/admin.php?page=vitrine-settings&tab=wishlists',
	],
	[
		'settings-advanced',
		'/wp-admin/admin.php?page=vitrine-settings&tab=advanced',
	],
	[ 'submissions', '/wp-admin/admin.php?page=vitrine-submissions' ],
	[ 'forms', '/wp-admin/edit.php?post_type=vitrine_form' ],
	[ 'newsletter-lists', '/wp-admin/admin.php?page=vitrine-newsletter-lists' ],
	[ 'popups', '/wp-admin/edit.php?post_type=vitrine_popup' ],
] as const ) {
	test( `the ${ name } screen has no WCAG 2.1 AA violations axe can find`, async ( {
		page,
	} ) => {
		await logIn( page );
		await page.goto( path );
		await expect(
			page.locator( '#wpbody-content h1' ).first()
		).toBeVisible();
		await shot( page, name );
		expect( await violations( page ) ).toEqual( [] );
	} );
}
