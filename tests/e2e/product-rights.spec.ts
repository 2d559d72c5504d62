/**
 * Products are the shop's: an author's or a contributor's `POST /wp-json/wp/v2/products` is
 * refused, a shop manager's is accepted (the attack: an author publishing a product at
 * 0.01), and a shop manager has the product editor and the Orders screen.
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn, restAs, TEMPORARY_PRODUCT_DATE } from './support';

const PASSWORD = 'Correct-horse-battery-9';

test( 'authors and contributors cannot create products; shop managers can', async ( {
	page,
} ) => {
	test.setTimeout( 90_000 );
	const admin = await restAs();
	const marker = `${ Date.now().toString( 36 ) }${ Math.random()
		.toString( 36 )
		.slice( 2, 6 ) }`;
	const users: number[] = [];
	const products: number[] = [];
	try {
		const status: Record< string, number > = {};
		for ( const role of [ 'author', 'contributor', 'shop_manager' ] ) {
			const username = `${ role }_${ marker }`;
			const { id } = await admin.rest< { id: number } >( {
				method: 'POST',
				path: '/wp/v2/users',
				data: {
					username,
					email: `${ username }@example.com`,
					password: PASSWORD,
					roles: [ role ],
				},
			} );
			users.push( id );
			const user = await restAs( username, PASSWORD );
			const reply = await user.request.post( '/wp-json/wp/v2/products', {
				headers: { 'X-WP-Nonce': user.storageState?.nonce ?? '' },
				data: {
					title: `Giveaway ${ marker }`,
					status: role === 'contributor' ? 'pending' : 'publish',
					date: TEMPORARY_PRODUCT_DATE,
					meta: { _regular_price: '0.01' },
				},
				failOnStatusCode: false,
			} );
			status[ role ] = reply.status();
			if ( reply.ok() ) {
				products.push(
					( ( await reply.json() ) as { id: number } ).id
				);
			}
		}
		expect( status ).toEqual( {
			author: 403,
			contributor: 403,
			shop_manager: 201,
		} );

		await logIn( page, `shop_manager_${ marker }`, PASSWORD );
		await page.goto( '/wp-admin/post-new.php?post_type=vitrine_product' );
		await expect( page.locator( 'body' ) ).toHaveClass(
			/block-editor-page/
		);
		await page.goto( '/wp-admin/admin.php?page=vitrine-orders' );
		await expect(
			page.getByRole( 'heading', { name: 'Orders', level: 1 } )
		).toBeVisible();
	} finally {
		for ( const id of products ) {
			await admin.rest( {
				method: 'DELETE',
				path: `/wp/v2/products/${ id }`,
				params: { force: true },
			} );
		}
		for ( const id of users ) {
			await admin.rest( {
				method: 'DELETE',
				path: `/wp/v2/users/${ id }`,
				params: { force: true, reassign: 1 },
			} );
		}
	}
} );
