/**
 * A site owner installs Vitrine on a German WordPress (site language de_DE) that never saw the
 * repository: logs in, picks pretty permalinks, uploads the plugin zip and the example add-on's
 * zip in Plugins → Add Plugin and the theme zip in Appearance → Themes → Add Theme (wp-admin's
 * own upload forms), activates them, completes Shop → Setup in German (which creates the shop's
 * pages), enters a bank account, a shipping zone with a flat rate and the VAT rates in Vitrine →
 * Settings (prices entered with tax), builds a contact form in Vitrine → Forms, places content
 * with the blocks the editor would save, and a header menu. The flows (flows.spec.ts,
 * shop.spec.ts) then run on what this leaves. Core's own screens stay English: no core
 * language pack is available offline, only the packages' German.
 */

/**
 * External dependencies
 */
import { basename } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logInThroughForm, restAs } from '../e2e/support';
import { packages, sprintf, translator } from './site';
import { CONTENT, SHOP } from './content';

test.describe.configure( { mode: 'serial' } );

let page: Page;
const t = translator( 'de_DE' );

test.beforeAll( async ( { browser } ) => {
	page = await browser.newPage();
	await logInThroughForm( page );
} );

test.afterAll( async () => {
	await page.close();
} );

test( 'the owner picks “Post name” permalinks in Settings → Permalinks', async () => {
	// The site speaks German from the start (bin/test-bare.sh), before any package.
	await page.goto( '/' );
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'de-DE' );
	await page.goto( '/wp-admin/options-permalink.php' );
	await page.getByLabel( 'Post name' ).check();
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect(
		page.getByText( 'Permalink structure updated.' )
	).toBeVisible();
} );

test( 'the plugin zip uploads in Plugins → Add Plugin and activates', async () => {
	const zip = packages().plugin;
	await page.goto( '/wp-admin/plugins.php' );
	await expect( page.locator( 'tr[data-slug="vitrine"]' ) ).toHaveCount( 0 );
	await page
		.locator( '.wrap' )
		.getByRole( 'link', { name: 'Add Plugin', exact: true } )
		.click();
	await page.locator( '.upload-view-toggle' ).click(); // “Upload Plugin”
	await page.locator( '#pluginzip' ).setInputFiles( zip );
	await page.getByRole( 'button', { name: 'Install Now' } ).click();
	await expect(
		page.getByText( 'Plugin installed successfully.' )
	).toBeVisible();
	await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();

	await expect( page.getByText( 'Plugin activated.' ) ).toBeVisible();
	const row = page.locator( 'tr[data-slug="vitrine"]' );
	await expect( row ).toHaveClass( /\bactive\b/ );
	await expect( row ).toContainText( 'Vitrine' );
	// The plugin's own admin screens are there, under its one menu.
	await expect(
		page.locator( '#adminmenu' ).getByRole( 'link', {
			name: 'Vitrine',
			exact: true,
		} )
	).toBeVisible();
	await expect(
		page.locator( '#adminmenu' ).getByRole( 'link', {
			name: t( 'Forms' ),
			exact: true,
		} )
	).toHaveCount( 1 );
	test.info().annotations.push( {
		type: 'package',
		description: basename( zip ),
	} );
} );

test( 'the example add-on’s zip uploads in Plugins → Add Plugin and activates', async () => {
	const zip = packages().addon;
	await page.goto( '/wp-admin/plugin-install.php?tab=upload' );
	await page.locator( '#pluginzip' ).setInputFiles( zip );
	await page.getByRole( 'button', { name: 'Install Now' } ).click();
	await expect(
		page.getByText( 'Plugin installed successfully.' )
	).toBeVisible();
	await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
	await expect( page.getByText( 'Plugin activated.' ) ).toBeVisible();
	await expect(
		page.locator(
			'tr[data-plugin="vitrine-example-addon/vitrine-example-addon.php"]'
		)
	).toHaveClass( /\bactive\b/ );
	test.info().annotations.push( {
		type: 'package',
		description: basename( zip ),
	} );
} );

test( 'the theme zip uploads in Appearance → Themes → Add Theme and activates', async () => {
	const zip = packages().theme;
	await page.goto( '/wp-admin/themes.php' );
	await page
		.locator( '.wrap' )
		.getByRole( 'link', { name: 'Add Theme', exact: true } )
		.click();
	await page.locator( '.upload-view-toggle' ).click(); // “Upload Theme”
	await page.locator( '#themezip' ).setInputFiles( zip );
	await page.getByRole( 'button', { name: 'Install Now' } ).click();
	await expect(
		page.getByText( 'Theme installed successfully.' )
	).toBeVisible();
	await page.locator( '.wrap a.activatelink' ).click();

	await expect( page.getByText( 'New theme activated.' ) ).toBeVisible();
	await expect( page.locator( '.theme.active' ) ).toContainText( 'Vitrine' );
	test.info().annotations.push( {
		type: 'package',
		description: basename( zip ),
	} );
} );

test( 'the owner completes Shop → Setup and the shop’s pages are created', async () => {
	// Before: no cart page, so the theme shows no Cart button, and every admin screen says so.
	await page.goto( '/' );
	await expect( page.locator( '.header-actions__cart' ) ).toHaveCount( 0 );
	await page.goto( '/wp-admin/' );
	await expect(
		page.getByText(
			t(
				'Your shop is missing these pages: %s. Visitors who follow its links find nothing there.'
			).split( '%s' )[ 0 ]!
		)
	).toBeVisible();
	await page.getByRole( 'link', { name: t( 'Continue the setup' ) } ).click();
	await expect(
		page.getByRole( 'heading', {
			name: t( 'Set up your shop' ),
			level: 1,
		} )
	).toBeVisible();
	const done = ( steps: number ) =>
		sprintf( t( '%1$d of %2$d steps done.' ), String( steps ), '6' );
	await expect( page.getByText( done( 0 ) ) ).toBeVisible();

	const step = ( id: string ) => page.locator( `#vitrine-setup-${ id }` );
	const save = async ( id: string ) => {
		await step( id ).locator( `#vitrine-setup-${ id }-submit` ).click();
		await expect( step( id ).getByRole( 'status' ) ).toHaveText(
			t( 'Saved.' )
		);
	};
	await save( 'pages' );
	// The pages are created with the site language's titles.
	for ( const title of [
		'Shop',
		'Cart',
		'Checkout',
		'My account',
		'Wishlist',
	] ) {
		await expect(
			step( 'pages' ).getByRole( 'link', {
				name: t( `page title\u0004${ title }` ),
				exact: true,
			} )
		).toBeVisible();
	}
	const store = step( 'store' );
	await store.getByLabel( t( 'Address line 1' ) ).fill( 'Töpfergasse 4' );
	await store.getByLabel( t( 'City' ) ).fill( 'Bamberg' );
	await store.getByLabel( t( 'Postcode / ZIP' ) ).fill( '96047' );
	await store.getByLabel( t( 'Country / Region' ) ).selectOption( 'DE' );
	await store.getByLabel( t( 'Currency' ) ).fill( 'EUR' );
	await save( 'store' );
	await save( 'countries' );
	await save( 'payments' );
	await step( 'mail' ).getByLabel( t( 'Sender name' ) ).fill( 'Töpferei' );
	await save( 'mail' );
	await save( 'wishlists' );
	await expect( page.getByText( done( 6 ) ) ).toBeVisible();

	// After: the pages answer with their blocks, the header has its Cart button, and the
	// admin screens carry no setup notice.
	const created: Array< [ string, string ] > = [
		[ '/cart/', 'cart' ],
		[ '/checkout/', 'checkout' ],
		[ '/account/', 'my-account' ],
		[ '/wishlist/', 'wishlist' ],
	];
	for ( const [ path, block ] of created ) {
		const response = await page.request.get( path );
		expect( response.status(), path ).toBe( 200 );
		expect( await response.text(), path ).toContain( `vitrine-${ block }` );
	}
	await page.goto( '/' );
	await expect( page.locator( '.header-actions__cart' ) ).toHaveAttribute(
		'href',
		/\/cart\/$/
	);
	await page.goto( '/wp-admin/' );
	await expect( page.locator( '.vitrine-setup-notice' ) ).toHaveCount( 0 );
} );

test( 'the owner enters a bank account, a shipping zone and the VAT in Vitrine → Settings', async () => {
	const saveTab = async () => {
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect(
			page.locator( '#setting-error-settings_updated' )
		).toBeVisible();
	};
	// SettingsRows: one empty row to fill, each input named by its option, row and field.
	const cell = ( name: string ) => page.locator( `input[name="${ name }"]` );

	await page.goto( '/wp-admin/admin.php?page=vitrine-settings&tab=payments' );
	await cell( 'vitrine_bank_accounts[0][account_name]' ).fill(
		'Töpferei Bamberg'
	);
	await cell( 'vitrine_bank_accounts[0][iban]' ).fill( SHOP.iban );
	await cell( 'vitrine_bank_accounts[0][bank_name]' ).fill(
		'Sparkasse Bamberg'
	);
	await cell( 'vitrine_bank_accounts[0][bic]' ).fill( SHOP.bic );
	await saveTab();
	await expect( cell( 'vitrine_bank_accounts[0][iban]' ) ).toHaveValue(
		SHOP.iban
	);

	await page.goto( '/wp-admin/admin.php?page=vitrine-settings&tab=shipping' );
	await cell( 'vitrine_shipping_zones[0][name]' ).fill( 'Deutschland' );
	await cell( 'vitrine_shipping_zones[0][countries]' ).fill( 'DE' );
	await cell( 'vitrine_shipping_zones[0][flat_rate]' ).fill( SHOP.flatRate );
	await page
		.getByLabel( t( 'With tax included (shown as “incl. 19 % VAT”)' ) )
		.check();
	await cell( 'vitrine_tax[rates][0][country]' ).fill( 'DE' );
	await cell( 'vitrine_tax[rates][0][standard]' ).fill( '19' );
	await cell( 'vitrine_tax[rates][0][reduced]' ).fill( '7' );
	await saveTab();
	await expect( cell( 'vitrine_shipping_zones[0][flat_rate]' ) ).toHaveValue(
		/^4[.,]90$/
	);
	await expect( cell( 'vitrine_tax[rates][0][standard]' ) ).toHaveValue(
		'19'
	);
} );

test( 'the owner builds a contact form in Forms and places the content', async () => {
	// Vitrine → Forms → Add a contact form: a new form starts with name, email, subject and
	// message. The menu's entry opens its first screen, Forms.
	await page.goto( '/wp-admin/' );
	await page
		.locator( '#adminmenu' )
		.getByRole( 'link', { name: 'Vitrine', exact: true } )
		.click();
	await page
		.locator( '#adminmenu' )
		.getByRole( 'link', { name: t( 'Forms' ), exact: true } )
		.click();
	await page
		.locator( '.wrap' )
		.getByRole( 'link', { name: t( 'Add a contact form' ) } )
		.click();
	await page.getByLabel( 'Add title' ).fill( 'Contact us' );
	await page.locator( '#publish' ).click();
	await page.waitForURL( /[?&]post=\d+&action=edit/ );
	await expect( page.getByText( 'Post published.' ) ).toBeVisible();
	const formId = Number( new URL( page.url() ).searchParams.get( 'post' ) );

	// The rest as the block editor would save it, through the REST API as the owner.
	const owner = await restAs();
	const create = ( type: string, data: Record< string, unknown > ) =>
		owner.rest( {
			method: 'POST',
			path: `/wp/v2/${ type }`,
			data: { status: 'publish', ...data },
		} );
	const paragraph = ( text: string ) =>
		`<!-- wp:paragraph -->\n<p>${ text }</p>\n<!-- /wp:paragraph -->`;
	await create( 'posts', {
		title: CONTENT.post.title,
		slug: CONTENT.post.slug,
		content: paragraph(
			'The first story of a site that installed Vitrine from its zips.'
		),
	} );
	await create( 'products', {
		title: CONTENT.product.title,
		slug: CONTENT.product.slug,
		excerpt: 'A hand-thrown mug, glazed in ash.',
		content: paragraph( 'Holds a large coffee; dishwasher safe.' ),
		meta: { _regular_price: CONTENT.product.price },
	} );
	// The German shop's second product (shop.spec.ts buys both).
	await create( 'products', {
		title: SHOP.product.title,
		slug: SHOP.product.slug,
		excerpt: 'Handgedrehte Schale, aschglasiert.',
		content: paragraph( 'Für Müsli und Suppe; spülmaschinenfest.' ),
		meta: { _regular_price: SHOP.product.price },
	} );
	const pages: Array< [ string, string ] > = [
		[ CONTENT.pages.newsletter, '<!-- wp:vitrine/newsletter /-->' ],
		[
			CONTENT.pages.contact,
			`<!-- wp:vitrine/contact-form {"formId":${ formId }} /-->`,
		],
	];
	const pageIds: Record< string, number > = {};
	for ( const [ slug, content ] of pages ) {
		// The German owner's titles (shown in the menu on every page of the customer's path).
		const made = await create( 'pages', {
			title: CONTENT.titles[ slug ],
			slug,
			content,
		} );
		pageIds[ slug ] = ( made as { id: number } ).id;
	}

	// A header menu, which the plugin ends with the cart link (its count, and the add-to-cart
	// buttons' confirmation without a page load).
	const menu = ( await owner.rest( {
		method: 'POST',
		path: '/wp/v2/menus',
		data: { name: 'Header', locations: [ 'primary' ] },
	} ) ) as { id: number };
	const items: Array< Record< string, unknown > > = [
		{
			title: 'Shop',
			type: 'custom',
			url: new URL( '/shop/', page.url() ).href,
		},
		{
			type: 'post_type',
			object: 'page',
			object_id: pageIds[ CONTENT.pages.newsletter ],
		},
		{
			type: 'post_type',
			object: 'page',
			object_id: pageIds[ CONTENT.pages.contact ],
		},
	];
	for ( const [ index, item ] of items.entries() ) {
		await owner.rest( {
			method: 'POST',
			path: '/wp/v2/menu-items',
			data: {
				...item,
				menus: menu.id,
				menu_order: index + 1,
				status: 'publish',
			},
		} );
	}

	// Every page answers (the product's archive too: its rewrite rules exist), and the header
	// has the menu with the cart link.
	for ( const path of [
		`/${ CONTENT.post.slug }/`,
		`/product/${ CONTENT.product.slug }/`,
		'/shop/',
		...pages.map( ( [ slug ] ) => `/${ slug }/` ),
	] ) {
		const response = await page.request.get( path );
		expect( response.status(), path ).toBe( 200 );
	}
	await page.goto( '/' );
	await expect(
		page.locator( '.site-header [data-vitrine-widget="cart-link"]' )
	).toHaveCount( 1 );
} );
