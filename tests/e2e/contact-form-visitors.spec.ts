/**
 * No false spam: real visitors' messages are never held as spam.
 *
 * Fifty visitors, each from their own address, open the demo form on /contact/ (the refill
 * route hands each their fill-time token), spend between 4 seconds and 4 minutes on it, and send
 * what the widget sends, all at once. The time spent is played on the server's side
 * (`X-Vitrine-Test-Form-Shown-Ago`, bin/stack/local-stack-mu-plugin.php, moves the token's issue
 * time back); the check when the message arrives is the real one. Then one visitor in the browser
 * sends the moment the widget shows (autofill): the widget holds the send until the server's
 * minimum fill time has passed instead of sending a message the server would hold.
 */

/**
 * External dependencies
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { cf7HiddenInputs, mailWith, type ContactFormProps } from './support';

const CONTACT = '/contact/';
const VISITORS = 50;

test( 'fifty visitors send the contact form at once and none is held as spam @guest', async ( {
	page,
	baseURL,
} ) => {
	await page.goto( CONTACT );
	const widget = page
		.locator( '[data-vitrine-widget="contact-form"]' )
		.first();
	const props = JSON.parse(
		( await widget.getAttribute( 'data-vitrine-props' ) ) ?? '{}'
	) as ContactFormProps;
	const run = `${ Date.now() }`;

	const send = async ( visitor: number ) => {
		// 10.50.<run>.<n>: a fresh address per visitor and run, so no rate limit is shared.
		const address = `10.50.${ Number( run ) % 250 }.${ visitor + 1 }`;
		const context = await playwrightRequest.newContext( {
			baseURL,
			extraHTTPHeaders: { 'X-Vitrine-Test-Client-IP': address },
		} );
		try {
			// Between 4 s and 4 min on the form: quick notes and long messages.
			const spent = 4 + ( ( visitor * 37 ) % 237 );
			const refill = await context.get(
				`/wp-json/vitrine/v1/contact-forms/${ props.id }/refill`,
				{
					headers: {
						'X-Vitrine-Test-Form-Shown-Ago': String( spent ),
					},
				}
			);
			expect( refill.ok() ).toBeTruthy();
			const { _vitrine_form_token: token } = ( await refill.json() ) as {
				_vitrine_form_token: string;
			};
			const response = await context.post(
				`/wp-json/vitrine/v1/contact-forms/${ props.id }/feedback`,
				{
					multipart: {
						...cf7HiddenInputs( props ),
						_vitrine_form_token: token,
						[ props.honeypot ]: '',
						'your-name': `Visitor ${ visitor }`,
						'your-email': `visitor-${ visitor }@example.com`,
						'your-subject': `Visit ${ run }-${ visitor }`,
						'your-message': `Message ${ visitor }, after ${ spent } seconds on the form.`,
						'your-consent': '1',
					},
				}
			);
			expect( response.status() ).toBe( 200 );
			return ( ( await response.json() ) as { status: string } ).status;
		} finally {
			await context.dispose();
		}
	};

	const statuses = await Promise.all(
		Array.from( { length: VISITORS }, ( _, visitor ) => send( visitor ) )
	);
	expect( statuses ).toEqual( Array( VISITORS ).fill( 'mail_sent' ) );
	await expect
		.poll( () => mailWith( `Visit ${ run }-${ VISITORS - 1 }` ) )
		.not.toBeNull();

	// A visitor whose browser fills the form at once and who sends at once.
	const subject = `Autofilled ${ run }`;
	await expect( widget.locator( '.vitrine-form__fields' ) ).toBeVisible();
	const field = ( name: string ) =>
		page.locator( `[id="${ props.unitTag }-${ name }"]` );
	await field( 'your-name' ).fill( 'Grace Hopper' );
	await field( 'your-email' ).fill( 'grace@example.com' );
	await field( 'your-subject' ).fill( subject );
	await field( 'your-message' ).fill( 'Sent the moment the form showed.' );
	await field( 'your-consent' ).check();
	const feedback = page.waitForResponse( ( response ) =>
		/\/contact-forms\/\d+\/feedback/.test( response.url() )
	);
	await widget.getByRole( 'button', { name: 'Send message' } ).click();
	expect(
		( ( await ( await feedback ).json() ) as { status: string } ).status
	).toBe( 'mail_sent' );
	await expect( widget.getByRole( 'status' ) ).toContainText(
		'Thank you for your message'
	);
} );
