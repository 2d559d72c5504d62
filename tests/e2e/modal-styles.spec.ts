/**
 * The shared modal's base styles ship with the modal itself (src/widgets/shared/modal.css,
 * imported by modal.tsx), not with the quick view: the wishlist's popup, the quick view and
 * the login dialog keep the look they had, and a page whose only widget is a wishlist button
 * loads nothing of the quick view. The modal is a native <dialog> opened with showModal(): it
 * sits in the top layer (`:modal`), centred, and its dimmed backdrop is its ::backdrop.
 */

/**
 * External dependencies
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { loginPopupReady, restAs } from './support';

/** The shared modal's look (`.vitrine-modal`), as measured before its styles moved. */
const MODAL_BACKDROP = {
	'background-color': 'rgba(20, 18, 16, 0.6)',
	'backdrop-filter': 'none',
};
const MODAL_DIALOG = {
	modal: true,
	position: 'fixed',
	'box-sizing': 'border-box',
	'border-top-left-radius': '20px',
	'background-color': 'rgb(255, 255, 255)',
	color: 'rgb(29, 27, 24)',
	'box-shadow': 'rgba(0, 0, 0, 0.3) 0px 30px 80px 0px',
	'overflow-y': 'auto',
};
const MODAL_CLOSE = {
	position: 'absolute',
	'border-top-left-radius': '50%',
	'background-color': 'rgba(255, 255, 255, 0.9)',
	'box-shadow': 'rgba(0, 0, 0, 0.12) 0px 2px 8px 0px',
	width: 40,
	height: 40,
	fromRight: 12,
	fromTop: 12,
};
const WISHLIST_POPUP = {
	backdrop: MODAL_BACKDROP,
	dialog: {
		...MODAL_DIALOG,
		'padding-top': '24px',
		'padding-left': '24px',
		left: 416,
		width: 448,
	},
	close: MODAL_CLOSE,
};
const QUICK_VIEW = {
	backdrop: MODAL_BACKDROP,
	dialog: {
		...MODAL_DIALOG,
		'padding-top': '0px',
		'padding-left': '0px',
		left: 160,
		width: 960,
	},
	// Sticky: it stays in the corner while the product scrolls (shop-finish.spec.ts).
	close: { ...MODAL_CLOSE, position: 'sticky' },
};
/** The login dialog has its own look (`vitrine-login__*`), which must not change either. */
const LOGIN_DIALOG = {
	backdrop: {
		'background-color': 'rgba(23, 21, 19, 0.55)',
		'backdrop-filter': 'blur(3px)',
	},
	dialog: {
		modal: true,
		position: 'fixed',
		'box-sizing': 'border-box',
		'border-top-left-radius': '24px',
		'background-color': 'rgb(255, 255, 255)',
		color: 'rgb(52, 48, 43)',
		'box-shadow':
			'rgba(29, 27, 24, 0.05) 0px 2px 4px 0px, rgba(29, 27, 24, 0.12) 0px 20px 48px 0px',
		'overflow-y': 'auto',
		'padding-top': '36px',
		'padding-left': '36px',
		left: 428,
		width: 424,
	},
	close: {
		position: 'absolute',
		'border-top-left-radius': '50%',
		'background-color': 'rgba(0, 0, 0, 0)',
		'box-shadow': 'none',
		width: 40,
		height: 40,
		fromRight: 15,
		fromTop: 15,
	},
};

/**
 * What the eye sees of a dialog: its ::backdrop, its box and its close button, as computed
 * styles and boxes (the dialog's height follows its content, so only its width and place).
 * @param dialog
 */
function look( dialog: Locator ) {
	return dialog.evaluate( ( node ) => {
		const pick = ( element: Element, names: string[], pseudo?: string ) => {
			const style = getComputedStyle( element, pseudo );
			return Object.fromEntries(
				names.map( ( name ) => [
					name,
					style.getPropertyValue( name ),
				] )
			);
		};
		const close = node.querySelector( ':scope > button[class$="__close"]' );
		const box = node.getBoundingClientRect();
		const closeBox = close?.getBoundingClientRect();
		return {
			backdrop: pick(
				node,
				[ 'background-color', 'backdrop-filter' ],
				'::backdrop'
			),
			dialog: {
				modal: node.matches( ':modal' ),
				...pick( node, [
					'position',
					'box-sizing',
					'border-top-left-radius',
					'background-color',
					'color',
					'box-shadow',
					'overflow-y',
					'padding-top',
					'padding-left',
				] ),
				left: Math.round( box.left ),
				width: Math.round( box.width ),
			},
			close:
				close && closeBox
					? {
							...pick( close, [
								'position',
								'border-top-left-radius',
								'background-color',
								'box-shadow',
							] ),
							width: Math.round( closeBox.width ),
							height: Math.round( closeBox.height ),
							fromRight: Math.round( box.right - closeBox.right ),
							fromTop: Math.round( closeBox.top - box.top ),
						}
					: null,
		};
	} );
}

async function steady( page: Page ) {
	await page.setViewportSize( { width: 1280, height: 900 } );
	// No opening animation: boxes are measured where they end.
	await page.emulateMedia( { reducedMotion: 'reduce' } );
}

test( 'the wishlist popup, the quick view and the login dialog look as they did', async ( {
	page,
} ) => {
	await steady( page );
	await page.goto( '/shop/' );
	const card = page.locator( '.vitrine-product-card' ).first();
	const wish = card.locator( '.vitrine-wishlist-button__add' );
	await expect( wish ).toBeVisible();
	await wish.click();
	const wishlistDialog = page.getByRole( 'dialog' );
	await expect( wishlistDialog ).toBeVisible();
	expect( await look( wishlistDialog ) ).toEqual( WISHLIST_POPUP );
	await page.keyboard.press( 'Escape' );
	await expect( wishlistDialog ).toBeHidden();

	await expect(
		page.locator( '.vitrine-quick-view[data-vitrine-state="mounted"]' )
	).toHaveCount( 1 );
	await card.hover();
	await card.locator( '.vitrine-quick-view-button' ).click();
	const quickView = page.getByRole( 'dialog' );
	await expect( quickView.locator( '.vitrine-price' ) ).toBeVisible();
	expect( await look( quickView ) ).toEqual( QUICK_VIEW );
	await page.keyboard.press( 'Escape' );
	await expect( quickView ).toBeHidden();

	await page.goto( '/' );
	await loginPopupReady( page );
	await page.locator( '.site-header [data-vitrine-login-open]' ).click();
	const login = page.getByRole( 'dialog', { name: 'Log in' } );
	await expect( login ).toBeVisible();
	expect( await look( login ) ).toEqual( LOGIN_DIALOG );
} );

test( 'a page with only a wishlist button loads no quick-view chunk or stylesheet, and its popup is styled', async ( {
	browser,
} ) => {
	const admin = await restAs();
	const products = await admin.rest< Array< { id: number } > >( {
		path: '/wp/v2/products',
		params: { per_page: 1, _fields: 'id' },
	} );
	expect( products.length ).toBe( 1 );
	const { link } = await admin.rest< { link: string } >( {
		method: 'POST',
		path: '/wp/v2/pages',
		data: {
			title: `Only a wishlist button ${ Date.now() }`,
			status: 'publish',
			content: `<!-- wp:shortcode -->[vitrine_wishlist_button id="${ products[ 0 ]!.id }"]<!-- /wp:shortcode -->`,
		},
	} );

	const guest = await browser.newContext();
	const visitor = await guest.newPage();
	await steady( visitor );
	const quickViewFiles: string[] = [];
	visitor.on( 'request', ( request ) => {
		if ( /quick-view/.test( request.url() ) ) {
			quickViewFiles.push( request.url() );
		}
	} );
	await visitor.goto( link );
	const wish = visitor.locator( '.vitrine-wishlist-button__add' );
	await expect( wish ).toBeVisible();
	await wish.click();
	const dialog = visitor.getByRole( 'dialog' );
	await expect( dialog ).toBeVisible();
	// Styled by the modal's own stylesheet, with nothing of the quick view on the page.
	expect( await look( dialog ) ).toEqual( WISHLIST_POPUP );
	await expect(
		visitor.locator(
			'link[id^="vitrine-widget-quick-view"], style[id^="vitrine-widget-quick-view"]'
		)
	).toHaveCount( 0 );
	expect( quickViewFiles ).toEqual( [] );
	await guest.close();
} );
