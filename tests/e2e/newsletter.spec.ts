/**
 * The newsletter sign-up from the home page to the database, the mail sink and the admin:
 * the configured after-submit behaviour, refusals shown to the person, double opt-in through
 * the mailed link, and the subscriber in the admin list and the CSV download.
 */

/**
 * External dependencies
 */
import { readFileSync } from 'fs';
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn, mailsTo } from './support';

const run = `${ Date.now() }-${ Math.random().toString( 36 ).slice( 2, 8 ) }`;
const ada = { firstName: 'Ada', email: `nl-${ run }@example.test` };
const racer = `nl-race-${ run }@example.test`;
// The racer's last name, this run's own: the admin search finds it by its start.
const racerName = `Racer${ run.slice( -6 ) }`;

const widget = ( page: Page ) =>
	page.locator( '[data-vitrine-widget="newsletter"]' ).first();

test.describe.serial( 'newsletter', () => {
	test( 'a visitor signs up on the home page and sees the thank-you @guest', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const form = widget( page ).getByRole( 'form' );
		await form.getByLabel( 'First name' ).fill( ada.firstName );
		await form.getByLabel( /Email address/ ).fill( ada.email );
		await form.getByRole( 'checkbox' ).check();

		let requests = 0;
		page.on( 'request', ( request ) => {
			if ( request.url().includes( 'admin-ajax.php' ) ) {
				requests++;
				expect(
					Object.fromEntries(
						new URLSearchParams( request.postData() ?? '' )
					)
				).toMatchObject( {
					action: 'ce4wp_form_submission',
					first_name: ada.firstName,
					email: ada.email,
					consent: 'true',
					list_id: '',
				} );
			}
		} );
		await form.getByRole( 'button', { name: 'Subscribe' } ).click();

		const thanks = widget( page ).getByRole( 'status' );
		await expect( thanks ).toContainText( 'check your inbox' );
		await expect( thanks ).toBeFocused();
		await expect( widget( page ).getByRole( 'form' ) ).toHaveCount( 0 );
		expect( requests ).toBe( 1 );
	} );

	test( 'the confirmation mail arrives and its link confirms the address @guest', async ( {
		page,
	} ) => {
		await expect
			.poll( () => mailsTo( ada.email ).length, { timeout: 15_000 } )
			.toBe( 1 );
		const mail = mailsTo( ada.email )[ 0 ]!;
		expect( mail.subject ).toContain( 'confirm' );
		expect( mail.text ).toContain( 'Hello Ada' );
		expect( mail.text ).toMatch( /action=vitrine_newsletter_unsubscribe/ );
		const link = mail.text.match(
			/https?:\/\/\S+action=vitrine_newsletter_confirm\S+/
		)?.[ 0 ];
		expect( link ).toBeTruthy();

		// Opening the link changes nothing (mail scanners open every link): the button does.
		const response = await page.goto( link! );
		expect( response?.status() ).toBe( 200 );
		await expect(
			page.getByRole( 'heading', { name: 'Confirm your subscription' } )
		).toBeVisible();
		const [ confirmed ] = await Promise.all( [
			page.waitForResponse( /admin-post\.php/ ),
			page.getByRole( 'button', { name: 'Yes, subscribe me' } ).click(),
		] );
		expect( confirmed.status() ).toBe( 200 );
		await expect(
			page.getByRole( 'heading', { name: 'You are subscribed' } )
		).toBeVisible();

		// A tampered link is refused with a clear page.
		await page.goto( link!.replace( /sig=\w+/, 'sig=0' ) );
		const [ forged ] = await Promise.all( [
			page.waitForResponse( /admin-post\.php/ ),
			page.getByRole( 'button', { name: 'Yes, subscribe me' } ).click(),
		] );
		expect( forged.status() ).toBe( 403 );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'We could not confirm your subscription'
		);
	} );

	test( 'a refused sign-up shows the refusal, never a thank-you @guest', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const form = widget( page ).getByRole( 'form' );
		await form.getByLabel( /Email address/ ).fill( 'ada@example' );
		await form.getByRole( 'checkbox' ).check();
		await form.getByRole( 'button', { name: 'Subscribe' } ).click();

		await expect( widget( page ).getByRole( 'alert' ) ).toHaveText(
			'Please enter a valid email address.'
		);
		await expect( form.getByLabel( /Email address/ ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await expect( widget( page ) ).not.toContainText( 'Thank you' );

		// Without the consent box ticked, the server refuses too.
		await form
			.getByLabel( /Email address/ )
			.fill( `nl-noconsent-${ run }@example.test` );
		await form.getByRole( 'checkbox' ).uncheck();
		await form.getByRole( 'button', { name: 'Subscribe' } ).click();
		await expect( widget( page ).getByRole( 'alert' ) ).toContainText(
			'consent'
		);
	} );

	test( 'a bad nonce gets a clear 403', async ( { request } ) => {
		const response = await request.post( '/wp-admin/admin-ajax.php', {
			form: {
				action: 'ce4wp_form_submission',
				nonce: 'forged',
				email: `nl-forged-${ run }@example.test`,
				consent: 'true',
			},
		} );
		expect( response.status() ).toBe( 403 );
		const body = await response.json();
		expect( body.success ).toBe( false );
		expect( body.data.code ).toBe( 'vitrine_invalid_nonce' );
		expect( body.data.message ).toMatch( /expired/ );
	} );

	test( 'simultaneous sign-ups of one address make one subscriber', async ( {
		page,
	} ) => {
		// Asked before the page's own widgets ask (its like buttons do, after the first paint):
		// two session calls without the visitor cookie would each make a visitor, and the
		// nonces of the one whose cookie lost would be refused.
		const session = await (
			await page.request.get( '/wp-json/vitrine/v1/session' )
		).json();
		await page.goto( '/' );
		const statuses = await page.evaluate(
			async ( { email, lastName, nonce } ) => {
				const send = ( name: string ) =>
					fetch( '/wp-admin/admin-ajax.php', {
						method: 'POST',
						credentials: 'same-origin',
						body: new URLSearchParams( {
							action: 'ce4wp_form_submission',
							nonce,
							first_name: name,
							last_name: lastName,
							email,
							telephone: '',
							consent: 'true',
							list_id: '',
						} ),
					} ).then( ( response ) => response.status );
				return Promise.all( [ 'A', 'B', 'C', 'D' ].map( send ) );
			},
			{
				email: racer,
				lastName: racerName,
				nonce: session.nonces.ce4wp_form_submission as string,
			}
		);
		expect( statuses ).toEqual( [ 200, 200, 200, 200 ] );
	} );

	test( 'the subscribers show in the admin list and in the CSV download', async ( {
		page,
	} ) => {
		await logIn( page );
		await page.goto(
			`/wp-admin/admin.php?page=vitrine-newsletter&s=${ encodeURIComponent(
				ada.email
			) }`
		);
		const row = page.getByRole( 'row', { name: new RegExp( ada.email ) } );
		await expect( row ).toHaveCount( 1 );
		await expect( row ).toContainText( 'Subscribed' );
		await expect( row ).toContainText( ada.firstName );

		// The start of an address finds it too (the email index, as a prefix).
		await page.goto(
			`/wp-admin/admin.php?page=vitrine-newsletter&s=${ encodeURIComponent(
				racer.replace( /@.*/, '' )
			) }`
		);
		await expect(
			page.getByRole( 'navigation', {
				name: 'Pages of subscribers',
				exact: true,
			} )
		).toBeVisible();
		await expect(
			page.locator( '.tablenav.top .displaying-num' )
		).toHaveText( '1 subscriber' );
		await expect(
			page.getByRole( 'row', { name: new RegExp( racer ) } )
		).toHaveCount( 1 );
		await expect(
			page.getByRole( 'row', { name: new RegExp( racer ) } )
		).toContainText( 'Pending' );

		// So does the start of a last name, typed in the search box (the names' indexes).
		await page
			.getByRole( 'searchbox', { name: 'Search subscribers' } )
			.fill( racerName.slice( 0, -2 ).toLowerCase() );
		await page
			.getByRole( 'button', { name: 'Search subscribers' } )
			.click();
		await expect(
			page.locator( '.tablenav.top .displaying-num' )
		).toHaveText( '1 subscriber' );
		await expect(
			page.getByRole( 'row', { name: new RegExp( racer ) } )
		).toContainText( racerName );

		await page.goto( '/wp-admin/admin.php?page=vitrine-newsletter' );
		const download = page.waitForEvent( 'download' );
		await page.getByRole( 'link', { name: 'Export CSV' } ).click();
		const csv = readFileSync(
			( await ( await download ).path() )!,
			'utf8'
		);
		const lines = csv
			.replace( /^\uFEFF/, '' )
			.trim()
			.split( '\n' );
		expect( lines[ 0 ] ).toBe(
			'email,first_name,last_name,telephone,list,status,subscribed_at,confirmed_at,consent_at,consent_ip,consent_text'
		);
		const adaLine = lines.find( ( line ) => line.startsWith( ada.email ) );
		expect( adaLine ).toContain( ',Ada,' );
		expect( adaLine ).toContain( ',confirmed,' );
		expect(
			lines.filter( ( line ) => line.startsWith( racer ) )
		).toHaveLength( 1 );

		// The export needs the nonce.
		const refused = await page.request.get(
			'/wp-admin/admin-post.php?action=vitrine_newsletter_export'
		);
		expect( refused.status() ).toBe( 403 );
	} );
} );

test( 'mounting the form moves nothing: the fallback has the form’s boxes', async ( {
	browser,
} ) => {
	const box = async ( withScripts: boolean ) => {
		const context = await browser.newContext( {
			viewport: { width: 1350, height: 940 },
		} );
		const page = await context.newPage();
		if ( ! withScripts ) {
			await page.route( /\/build\/runtime\.js/, ( route ) =>
				route.abort()
			);
		}
		await page.goto( '/widgets/' );
		const mount = page.locator( '.vitrine-newsletter' ).first();
		if ( withScripts ) {
			await expect( mount ).toHaveAttribute(
				'data-vitrine-state',
				'mounted'
			);
		}
		const rect = await mount.evaluate( ( element ) => {
			const { top, height } = element.getBoundingClientRect();
			return { top: Math.round( top ), height: Math.round( height ) };
		} );
		await context.close();
		return rect;
	};

	expect( await box( true ) ).toEqual( await box( false ) );
} );
