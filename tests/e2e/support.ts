/**
 * Helpers shared by the end-to-end tests.
 */

/**
 * External dependencies
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	expect,
	test,
	type APIRequestContext,
	type Frame,
	type Page,
} from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Marks a test of layout alone (where things sit at a width, under a theme): the runs on other
 * kinds of site (two web nodes, the page cache; playwright.config.ts) leave these out, as
 * neither can change a page's layout.
 */
export const LAYOUT = { tag: '@layout' };

/**
 * Where the site's mail sink stores each message (bin/stack/mail-sink.mjs); bin/lib.sh says
 * which site's (the test site's, or the page-cache site's).
 */
export const MAIL_DIR =
	process.env.VITRINE_MAIL_DIR ?? join( __dirname, '../../.site/test/mail' );

/**
 * A message as the mail sink stored it.
 */
export interface SinkMail {
	envelope: { from: string | null; to: string[] };
	from: string;
	to: string;
	replyTo: string;
	subject: string;
	text: string;
	html: string;
	attachments: Array< {
		filename: string;
		contentType: string;
		size: number;
	} >;
}

/**
 * Every message the test site has sent so far.
 */
export function sentMails(): SinkMail[] {
	if ( ! existsSync( MAIL_DIR ) ) {
		return [];
	}
	return readdirSync( MAIL_DIR )
		.filter( ( file ) => file.endsWith( '.json' ) )
		.map(
			( file ) =>
				JSON.parse(
					readFileSync( join( MAIL_DIR, file ), 'utf8' )
				) as SinkMail
		);
}

/**
 * Messages addressed to an address.
 */
export function mailsTo( address: string ): SinkMail[] {
	return sentMails().filter(
		( mail ) =>
			mail.to.includes( address ) || mail.envelope.to.includes( address )
	);
}

/**
 * The first message whose stored form contains a marker, or null.
 */
export function mailWith( marker: string ): SinkMail | null {
	return (
		sentMails().find( ( mail ) =>
			JSON.stringify( mail ).includes( marker )
		) ?? null
	);
}

/**
 * Makes the sink refuse (or accept again) mail for one recipient, like a mail server that
 * is down for that message only (the sink refuses the addresses listed in
 * `refuse-recipients.txt`), so specs sending mail at the same time are unaffected.
 *
 * @param address Recipient.
 * @param refuse  Whether to refuse it.
 */
export function refuseMailTo( address: string, refuse: boolean ) {
	listMailTo( 'refuse-recipients.txt', address, refuse );
}

/**
 * Makes the sink hold (or release) mail for one recipient, like a slow mail server: it answers
 * the address only once released (the addresses listed in `hold-recipients.txt`).
 *
 * @param address Recipient.
 * @param hold    Whether to hold it.
 */
export function holdMailTo( address: string, hold: boolean ) {
	listMailTo( 'hold-recipients.txt', address, hold );
}

/**
 * Adds an address to, or takes it off, one of the sink's lists.
 *
 * @param name    The list's file in the mail folder.
 * @param address Recipient.
 * @param listed  Whether it is listed.
 */
function listMailTo( name: string, address: string, listed: boolean ) {
	const file = join( MAIL_DIR, name );
	const others = existsSync( file )
		? readFileSync( file, 'utf8' )
				.split( '\n' )
				.filter(
					( line ) => line.trim() !== '' && line.trim() !== address
				)
		: [];
	writeFileSync(
		file,
		[ ...others, ...( listed ? [ address ] : [] ) ].join( '\n' ) + '\n'
	);
}

export interface DemoPost {
	id: number;
	link: string;
	title: { rendered: string };
}

/**
 * Published demo posts, newest first, from the core REST API.
 */
export async function demoPosts(
	request: APIRequestContext,
	count = 20
): Promise< DemoPost[] > {
	const response = await request.get(
		`/wp-json/wp/v2/posts?per_page=${ count }&_fields=id,link,title`
	);
	expect( response.ok() ).toBeTruthy();
	const posts = ( await response.json() ) as DemoPost[];
	expect( posts.length ).toBeGreaterThanOrEqual( 12 );
	return posts;
}

/**
 * The like widget of one post on the current page.
 */
export function likeWidget( page: Page, postId: number ) {
	return page
		.locator(
			`[data-vitrine-widget="like"][data-vitrine-props*='"postId":${ postId },']`
		)
		.first();
}

/**
 * The count a post's like widget was rendered with, read from the page HTML.
 */
export async function renderedCount(
	request: APIRequestContext,
	post: DemoPost
): Promise< number > {
	const html = await ( await request.get( post.link ) ).text();
	const match = html.match(
		new RegExp( `&quot;postId&quot;:${ post.id },&quot;count&quot;:(\\d+)` )
	);
	expect(
		match,
		`like widget for post ${ post.id } in its page`
	).not.toBeNull();
	return Number( match?.[ 1 ] );
}

const sessions = new Map< string, Promise< RequestUtils > >();

/**
 * A REST client logged in as a user, made once per worker (every Playwright worker is a process
 * of its own, so this module's state lives as long as the worker) by
 * `@wordpress/e2e-test-utils-playwright`: it logs in with one POST to wp-login.php and keeps the
 * session's cookies and a REST nonce. `rest()` and `createPage()` call the REST API as that user.
 *
 * @param user     User name.
 * @param password Password.
 */
export function restAs(
	user = 'admin',
	password = 'password'
): Promise< RequestUtils > {
	let utils = sessions.get( user );
	if ( ! utils ) {
		utils = ( async () => {
			const made = await RequestUtils.setup( {
				baseURL: test.info().project.use.baseURL,
				user: { username: user, password },
			} );
			await made.setupRest();
			return made;
		} )();
		// A failed login is not kept: the next test tries again.
		utils.catch( () => sessions.delete( user ) );
		sessions.set( user, utils );
	}
	return utils;
}
/**
 * Logs `page`'s browser context in: it takes the session this worker made for the user
 * ({@link restAs}), so a test that only needs to be someone skips the form. A test of what
 * logging in does (a guest's cart or wishlist joining the account) uses
 * {@link logInThroughForm}.
 *
 * @param page     Page whose context logs in.
 * @param user     User name.
 * @param password Password.
 */
export async function logIn(
	page: Page,
	user = 'admin',
	password = 'password'
): Promise< void > {
	const { storageState } = await restAs( user, password );
	await page.context().addCookies( storageState?.cookies ?? [] );
}

/**
 * Logs in through wp-login.php, as a person does: WordPress's own login hooks run.
 *
 * The form focuses and selects the user name 200 ms after it loads (core's
 * `wp_attempt_focus()`). Filled before that, the password could land in the user name field
 * (the timer moved the focus between the fill's focus and its typing), so the fields are filled
 * once it has run, and checked before the form is sent.
 *
 * @param page     Page that logs in.
 * @param user     User name.
 * @param password Password.
 */
export async function logInThroughForm(
	page: Page,
	user = 'admin',
	password = 'password'
) {
	await page.goto( '/wp-login.php' );
	await expect( page.locator( '#user_login' ) ).toBeFocused();
	await page.fill( '#user_login', user );
	await page.fill( '#user_pass', password );
	await expect( page.locator( '#user_login' ) ).toHaveValue( user );
	await expect( page.locator( '#user_pass' ) ).toHaveValue( password );
	await page.click( '#wp-submit' );
	await page.waitForURL( /wp-admin/ );
}

/** A block for openEditorWith(): its name, attributes, inner blocks, and whether to select it. */
export interface BlockSpec {
	name: string;
	attributes?: Record< string, unknown >;
	inner?: BlockSpec[];
	selected?: boolean;
}

/**
 * Logs in and opens a new post in the block editor with `blocks` inserted through the editor's
 * data store (the welcome guide closed), so a test starts from known content.
 *
 * @param page
 * @param blocks
 * @param options
 * @param options.postType Post type of the new post; a page by default.
 * @param options.title    Its title, when the test saves it.
 */
export async function openEditorWith(
	page: Page,
	blocks: BlockSpec[],
	{
		postType = 'page',
		title = '',
	}: { postType?: string; title?: string } = {}
): Promise< void > {
	await logIn( page );
	await page.goto( `/wp-admin/post-new.php?post_type=${ postType }` );
	await page.waitForFunction(
		() =>
			!! ( window as unknown as { wp?: { blocks?: unknown } } ).wp?.blocks
	);
	await page.keyboard.press( 'Escape' ); // The welcome guide, if it shows.
	await page.evaluate(
		( { specs, postTitle } ) => {
			type Block = { clientId: string };
			const { wp } = window as unknown as {
				wp: {
					blocks: {
						createBlock: (
							name: string,
							attributes: object,
							inner: Block[]
						) => Block;
					};
					data: {
						dispatch: ( store: string ) => {
							insertBlocks: ( blocks: Block[] ) => void;
							selectBlock: ( id: string ) => void;
							editPost: ( edits: object ) => void;
							openGeneralSidebar?: ( name: string ) => void;
						};
					};
				};
			};
			let selected: Block | undefined;
			const create = ( spec: BlockSpec ): Block => {
				const block = wp.blocks.createBlock(
					spec.name,
					spec.attributes ?? {},
					( spec.inner ?? [] ).map( create )
				);
				selected = spec.selected ? block : selected;
				return block;
			};
			if ( postTitle ) {
				wp.data
					.dispatch( 'core/editor' )
					.editPost( { title: postTitle } );
			}
			const editor = wp.data.dispatch( 'core/block-editor' );
			editor.insertBlocks( specs.map( create ) );
			if ( selected ) {
				editor.selectBlock( selected.clientId );
			}
			// The settings sidebar's state is the user's saved preference, which another test
			// may have left closed: open it, on the selected block's settings.
			wp.data
				.dispatch( 'core/edit-post' )
				.openGeneralSidebar?.(
					selected ? 'edit-post/block' : 'edit-post/document'
				);
		},
		{ specs: blocks, postTitle: title }
	);
}

/**
 * What a client of the contact-form routes reads from the widget's props.
 */
export interface ContactFormProps {
	id: number;
	unitTag: string;
	version: string;
	locale: string;
	containerPost: number;
	honeypot: string;
}

/**
 * The hidden `_wpcf7*` inputs every submission of a form carries (as CF7's own client sends
 * them).
 */
export function cf7HiddenInputs(
	props: ContactFormProps
): Record< string, string > {
	return {
		_wpcf7: String( props.id ),
		_wpcf7_version: props.version,
		_wpcf7_locale: props.locale,
		_wpcf7_unit_tag: props.unitTag,
		_wpcf7_container_post: String( props.containerPost ),
		_wpcf7_posted_data_hash: '',
	};
}

/**
 * Scrolls down the whole page a screen at a time, as a reader would, so every widget mounts
 * (widgets mount when they come near the viewport), then back to the top. Resolves once no
 * widget the reader passed is still loading.
 */
export async function revealWidgets( page: Page ): Promise< void > {
	// The page can grow as the reader goes (widgets mount, pictures arrive), so its bottom is
	// read again at every step.
	const height = () => page.evaluate( () => document.body.scrollHeight );
	const step = page.viewportSize()?.height ?? 800;
	for ( let y = 0; y < ( await height() ); y += step ) {
		await page.evaluate(
			( top ) => window.scrollTo( { top, behavior: 'instant' } ),
			y
		);
		// The viewport observers report in the frame after the scroll.
		await afterFrames( page );
	}
	await expect(
		page.locator( '[data-vitrine-state="loading"]' )
	).toHaveCount( 0 );
	await page.evaluate( () =>
		window.scrollTo( { top: 0, behavior: 'instant' } )
	);
}

/**
 * The React scripts (core's and the runtime's root) the page asks for from now on.
 * @param page The page.
 */
export function reactRequests( page: Page ): string[] {
	const urls: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			/\/(react|react-dom|react-jsx-runtime|element)(\.min)?\.js|\/chunks\/react-root\./.test(
				request.url()
			)
		) {
			urls.push( request.url() );
		}
	} );
	return urls;
}

/**
 * Resolves once the page has rendered two more frames: whatever was queued for the next frame
 * (a scroll handler's update, intersection observers, a paint) has run.
 * @param page The page, or a frame of it.
 */
export async function afterFrames( page: Page | Frame ): Promise< void > {
	await page.evaluate(
		() =>
			new Promise< void >( ( resolve ) =>
				requestAnimationFrame( () =>
					requestAnimationFrame( () => resolve() )
				)
			)
	);
}

/**
 * Waits until every finite animation and transition on the page has ended, so what a check
 * measures (colours, boxes) is the page at rest, not a fade or a colour change half-way.
 * @param page
 */
export async function animationsSettled( page: Page ): Promise< void > {
	await page.evaluate( () =>
		Promise.all(
			document
				.getAnimations()
				.filter(
					( animation ) =>
						animation.effect?.getComputedTiming().endTime !==
						Infinity
				)
				.map( ( animation ) => animation.finished.catch( () => null ) )
		)
	);
}

/**
 * Waits until the header's login link opens the popup. Until the login launcher has mounted
 * (after the page's first frame) it is still the link to wp-login.php, which works without
 * scripts, and a click goes there.
 * @param page The page.
 */
export async function loginPopupReady( page: Page ): Promise< void > {
	await expect(
		page.locator( '[data-vitrine-widget="login-popup"]' )
	).toHaveAttribute( 'data-vitrine-state', 'mounted' );
}

/**
 * The date of products a test makes for itself and deletes afterwards: far in the past, so
 * they sort after the demo's products on /shop/ (newest first) and a test running in the other
 * worker that buys "the first product in the shop" never picks one that is about to vanish.
 */
export const TEMPORARY_PRODUCT_DATE = '2001-01-01T00:00:00';

/**
 * Their menu order: the shop's default sort (menu order, then title) lists them after the
 * demo's products as well ("Double click 17…" stood first by title, and a cart test in the
 * other worker bought it as it was deleted).
 */
export const TEMPORARY_PRODUCT_MENU_ORDER = 1000;

/**
 * A published product a test makes for itself through the REST API as the admin (backdated,
 * {@link TEMPORARY_PRODUCT_DATE}), with its stored meta and its removal.
 *
 * @param title   Title.
 * @param meta    Product meta (price, stock…).
 * @param content The product's description (block markup), if any.
 */
export async function temporaryProduct(
	title: string,
	meta: Record< string, string >,
	content = ''
) {
	const admin = await restAs();
	const { id, link } = await admin.rest< { id: number; link: string } >( {
		method: 'POST',
		path: '/wp/v2/products',
		data: {
			title,
			status: 'publish',
			date: TEMPORARY_PRODUCT_DATE,
			// The shop's default order is the menu order, then the title: last there too.
			menu_order: TEMPORARY_PRODUCT_MENU_ORDER,
			meta,
			content,
		},
	} );
	return {
		id,
		link,
		meta: async () =>
			(
				await admin.rest< { meta: Record< string, string > } >( {
					path: `/wp/v2/products/${ id }`,
					params: { context: 'edit' },
				} )
			).meta,
		remove: () =>
			admin.rest( {
				method: 'DELETE',
				path: `/wp/v2/products/${ id }`,
				params: { force: true },
			} ),
	};
}

/**
 * WCAG contrast ratio of two CSS colours (`rgb()`/`rgba()` strings, alpha ignored).
 *
 * @param a A colour.
 * @param b Another.
 */
export function contrast( a: string, b: string ): number {
	const luminance = ( css: string ): number => {
		const [ r = 0, g = 0, bl = 0 ] = ( css.match( /[\d.]+/g ) ?? [] )
			.slice( 0, 3 )
			.map( ( n ) => {
				const c = Number( n ) / 255;
				return c <= 0.03928
					? c / 12.92
					: ( ( c + 0.055 ) / 1.055 ) ** 2.4;
			} );
		return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
	};
	const la = luminance( a );
	const lb = luminance( b );
	return ( Math.max( la, lb ) + 0.05 ) / ( Math.min( la, lb ) + 0.05 );
}

/**
 * The checkout form of a test order: a French address, cash on delivery, with the fields a
 * test sets (names, email…) over these.
 *
 * @param fields Fields to set or override.
 */
export function testBilling(
	fields: Record< string, string > = {}
): Record< string, string > {
	return {
		billing_first_name: 'Mabel',
		billing_last_name: 'Tester',
		billing_email: 'buyer@example.com',
		billing_phone: '0123456789',
		billing_address: '1 Rue du Test',
		billing_city: 'Lyon',
		billing_postcode: '69001',
		billing_country: 'FR',
		payment_method: 'cod',
		vitrine_place_order: '1',
		...fields,
	};
}

/**
 * Puts units of a product in the cart of a request context's visitor, through the cart route,
 * and returns the visitor's fresh nonces (the checkout's among them).
 *
 * @param request  The visitor's request context.
 * @param product  The product's id.
 * @param quantity Units.
 */
export async function cartWith(
	request: APIRequestContext,
	product: number,
	quantity = 1
): Promise< Record< string, string > > {
	const { nonces } = ( await (
		await request.get( '/wp-json/vitrine/v1/session' )
	).json() ) as { nonces: Record< string, string > };
	const added = await request.post(
		`/wp-json/vitrine/v1/cart/items?_wpnonce=${ nonces.wp_rest }`,
		{ data: { product_id: product, quantity } }
	);
	expect( added.status() ).toBe( 201 );
	return nonces;
}

/**
 * Posts the checkout form as the visitor whose cart it is, without following the redirect: a
 * placed order answers 303 to its confirmation ({@link orderIdOf}).
 *
 * @param request The visitor's request context.
 * @param nonces  The visitor's nonces ({@link cartWith}).
 * @param fields  The form ({@link testBilling}).
 */
export function postCheckout(
	request: APIRequestContext,
	nonces: Record< string, string >,
	fields: Record< string, string >
) {
	return request.post( '/checkout/', {
		form: {
			...fields,
			_vitrine_checkout_nonce: nonces.vitrine_checkout ?? '',
		},
		maxRedirects: 0,
	} );
}

/**
 * The order number a checkout reply's redirect names (0 when it names none).
 *
 * @param reply         The checkout's reply.
 * @param reply.headers Its headers.
 */
export function orderIdOf( reply: {
	headers: () => Record< string, string >;
} ): number {
	const location = reply.headers().location ?? '';
	return location
		? Number( new URL( location ).searchParams.get( 'order-received' ) )
		: 0;
}

/**
 * Chooses the theme of this browser context's requests: the local stack's mu-plugin renders a
 * request carrying the `vitrine_e2e_theme` cookie under that theme. The Vitrine theme is the
 * site's own, so it needs no cookie.
 *
 * @param page    Page whose context gets the cookie.
 * @param theme   Theme's stylesheet, e.g. `twentytwentyone`.
 * @param baseURL The site's address.
 */
export async function useTheme( page: Page, theme: string, baseURL: string ) {
	if ( theme !== 'vitrine' ) {
		await page
			.context()
			.addCookies( [
				{ name: 'vitrine_e2e_theme', value: theme, url: baseURL },
			] );
	}
}
