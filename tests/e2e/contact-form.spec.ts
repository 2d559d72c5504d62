/**
 * The contact form on /contact/ from the browser to the mail sink: the same field errors
 * before sending (client) and after (server), a message that arrives, one send per double
 * click, acceptance, offline and non-JSON replies, and keyboard-only use.
 *
 * Real submissions from 127.0.0.1 count toward the per-IP limit (10 per 10 minutes per form),
 * so only one test sends for real; the failure cases are answered by routes.
 */

/**
 * External dependencies
 */
import { expect, test, type Page, type Route } from '@playwright/test';

/**
 * Internal dependencies
 */
import { mailWith, cf7HiddenInputs, type ContactFormProps } from './support';

const CONTACT = '/contact/';
// api-fetch adds `_locale=user` (and plain permalinks put the route in the query).
const FEEDBACK = /\/vitrine\/v1\/contact-forms\/\d+\/feedback(?:[?&]|$)/;
/** The server's minimum fill time is 3 s by default; stay clear of it. */
const FILL_TIME_MS = 3500;

interface Field {
	name: string;
	type: string;
	label: string;
	required?: boolean;
	options?: string[];
	invert?: boolean;
	minLength?: number;
	maxLength?: number;
	min?: string;
	accept?: string[];
}

interface Props extends ContactFormProps {
	fields: Field[];
}

/**
 * Opens /contact/ and waits for the widget to replace its fallback.
 */
async function openContact(
	page: Page
): Promise< { props: Props; loadedAt: number } > {
	const refill = page.waitForResponse( ( response ) =>
		/\/contact-forms\/\d+\/refill/.test( response.url() )
	);
	await page.goto( CONTACT );
	const widget = page
		.locator( '[data-vitrine-widget="contact-form"]' )
		.first();
	await expect( widget.locator( '.vitrine-form__fields' ) ).toBeVisible();
	expect( ( await refill ).ok() ).toBeTruthy();
	const props = JSON.parse(
		( await widget.getAttribute( 'data-vitrine-props' ) ) ?? '{}'
	) as Props;
	return { props, loadedAt: Date.now() };
}

const control = ( page: Page, props: Props, field: Field ) =>
	page.locator( `[id="${ props.unitTag }-${ field.name }"]` );

const tip = ( page: Page, props: Props, field: Field ) =>
	page.locator( `[id="${ props.unitTag }-ve-${ field.name }"]` );

function messageText( field: Field, unique: string ): string {
	const text = `Hello from the end-to-end test ${ unique }. Could you send me a quote for a framed print?`;
	return field.maxLength ? text.slice( 0, field.maxLength ) : text;
}

/**
 * A small file whose name and type the field accepts.
 */
function fileFor( field: Field ) {
	const accept = field.accept?.[ 0 ] ?? 'pdf';
	if ( accept.startsWith( 'image/' ) ) {
		return { name: 'brief.png', mimeType: 'image/png' };
	}
	if ( accept.includes( '/' ) ) {
		return { name: 'brief.pdf', mimeType: accept };
	}
	const extension = accept.replace( /^\./, '' );
	return {
		name: `brief.${ extension }`,
		mimeType: extension === 'pdf' ? 'application/pdf' : 'text/plain',
	};
}

/**
 * Fills every field with valid data (the subject and message carry a unique marker).
 */
async function fillValid(
	page: Page,
	props: Props,
	unique: string,
	{ accept = true, withFile = false } = {}
) {
	for ( const field of props.fields ) {
		const input = control( page, props, field );
		switch ( field.type ) {
			case 'email':
				await input.fill( 'ada@example.com' );
				break;
			case 'tel':
				await input.fill( '+44 20 7946 0958' );
				break;
			case 'url':
				await input.fill( 'example.com' );
				await input.blur();
				await expect( input ).toHaveValue( 'http://example.com' );
				break;
			case 'number':
				await input.fill( field.min ?? '1' );
				break;
			case 'date':
				await input.fill( field.min ?? '2030-01-15' );
				break;
			case 'textarea':
				await input.fill( messageText( field, unique ) );
				break;
			case 'text':
				await input.fill(
					/subject/i.test( field.name )
						? `Quote request ${ unique }`
						: 'Ada Lovelace'
				);
				break;
			case 'select':
				await input.selectOption( field.options?.[ 0 ] ?? '' );
				break;
			case 'checkbox':
			case 'radio':
				await page
					.locator( `[id="${ props.unitTag }-${ field.name }-0"]` )
					.check();
				break;
			case 'acceptance':
				if ( accept !== !! field.invert ) {
					await input.check();
				}
				break;
			case 'file':
				if ( withFile ) {
					await input.setInputFiles( {
						...fileFor( field ),
						buffer: Buffer.from( `%PDF-1.4\n% ${ unique }\n` ),
					} );
				}
				break;
		}
	}
}

async function waitForFillTime( loadedAt: number ) {
	const left = FILL_TIME_MS - ( Date.now() - loadedAt );
	if ( left > 0 ) {
		await new Promise( ( resolve ) => setTimeout( resolve, left ) );
	}
}

const fulfilFeedback = ( route: Route, body: unknown ) =>
	route.fulfill( {
		status: 200,
		contentType: 'application/json',
		body: JSON.stringify( body ),
	} );

test.describe( 'contact form on /contact/', () => {
	test( 'shows the same field errors before sending (client) and after (server)', async ( {
		page,
		request,
	} ) => {
		const { props } = await openContact( page );
		const posted: string[] = [];
		page.on( 'request', ( req ) => {
			if (
				req.url().includes( '/feedback' ) &&
				req.method() === 'POST'
			) {
				posted.push( req.url() );
			}
		} );

		// Invalid data in every field that has a format; required text left empty.
		const invalid: Record< string, string > = {};
		for ( const field of props.fields ) {
			const value: Record< string, string > = {
				email: 'ada@',
				tel: '12',
				url: 'not-a-url',
			};
			if ( value[ field.type ] !== undefined ) {
				invalid[ field.name ] = value[ field.type ] ?? '';
				await control( page, props, field ).fill(
					invalid[ field.name ] ?? ''
				);
			}
			if ( field.type === 'acceptance' && ! field.invert ) {
				await control( page, props, field ).check();
				invalid[ field.name ] = '1';
			}
		}
		await page.getByRole( 'button', { name: /send/i } ).click();

		const form = page.locator( 'form.vitrine-form' );
		await expect( form ).toHaveClass( /\binvalid\b/ );
		await expect( page.getByRole( 'status' ) ).toHaveText(
			'One or more fields have an error. Please check and try again.'
		);
		const clientTips: Record< string, string > = {};
		for ( const field of props.fields ) {
			const shown = tip( page, props, field );
			if ( await shown.count() ) {
				clientTips[ field.name ] = ( await shown.innerText() ).trim();
				await expect( control( page, props, field ) ).toHaveAttribute(
					'aria-invalid',
					'true'
				);
			}
		}
		expect( Object.keys( clientTips ).length ).toBeGreaterThanOrEqual( 3 );
		// Focus went to the first invalid field.
		const first = props.fields.find(
			( field ) => clientTips[ field.name ]
		);
		if ( first ) {
			await expect( control( page, props, first ) ).toBeFocused();
		}
		expect( posted ).toHaveLength( 0 );

		// The same data straight to the server, bypassing the client.
		const refill = await request.get(
			`/wp-json/vitrine/v1/contact-forms/${ props.id }/refill`
		);
		const { _vitrine_form_token: token } = ( await refill.json() ) as {
			_vitrine_form_token: string;
		};
		const multipart: Record< string, string > = {
			...cf7HiddenInputs( props ),
			_vitrine_form_token: token,
			[ props.honeypot ]: '',
			...invalid,
		};
		const response = await request.post(
			`/wp-json/vitrine/v1/contact-forms/${ props.id }/feedback`,
			{ multipart }
		);
		expect( response.status() ).toBe( 200 );
		const reply = ( await response.json() ) as {
			status: string;
			posted_data_hash: string;
			into: string;
			invalid_fields: Array< {
				field: string;
				message: string;
				error_id: string;
			} >;
		};
		expect( reply.status ).toBe( 'validation_failed' );
		expect( reply.posted_data_hash ).toBe( '' );
		expect( reply.into ).toBe( `#${ props.unitTag }` );
		const serverTips = Object.fromEntries(
			reply.invalid_fields.map( ( item ) => [ item.field, item.message ] )
		);
		expect( serverTips ).toEqual( clientTips );
		for ( const item of reply.invalid_fields ) {
			expect( item.error_id ).toBe(
				`${ props.unitTag }-ve-${ item.field }`
			);
		}
	} );

	test( 'sends a valid message once on a double click, resets, and the mail arrives @guest', async ( {
		page,
	} ) => {
		const { props, loadedAt } = await openContact( page );
		const unique = `e2e-${ Date.now() }-${ Math.random().toString( 36 ).slice( 2, 8 ) }`;
		const hasFile = props.fields.some( ( field ) => field.type === 'file' );
		await fillValid( page, props, unique, { withFile: hasFile } );
		await waitForFillTime( loadedAt );

		const posts: string[] = [];
		page.on( 'request', ( req ) => {
			if (
				req.url().includes( '/feedback' ) &&
				req.method() === 'POST'
			) {
				posts.push( req.headers()[ 'content-type' ] ?? '' );
			}
		} );
		const submit = page.getByRole( 'button', { name: /send/i } );
		await submit.dblclick();

		const form = page.locator( 'form.vitrine-form' );
		await expect( form ).toHaveClass( /\bsent\b/, { timeout: 15_000 } );
		await expect( page.getByRole( 'status' ) ).toHaveText(
			'Thank you for your message. It has been sent.'
		);
		expect( posts ).toHaveLength( 1 );
		expect( posts[ 0 ] ).toContain( 'multipart/form-data' );

		// The form was reset.
		for ( const field of props.fields ) {
			if (
				[ 'text', 'email', 'tel', 'url', 'textarea' ].includes(
					field.type
				)
			) {
				await expect( control( page, props, field ) ).toHaveValue( '' );
			}
		}

		await expect
			.poll( () => mailWith( unique ) !== null, { timeout: 15_000 } )
			.toBe( true );
		const mail = mailWith( unique );
		expect( mail?.text ).toContain( unique );
		expect( mail?.text ).toContain( 'ada@example.com' );
		if ( hasFile ) {
			expect(
				mail?.attachments?.map( ( file ) => file.filename )
			).toContain(
				fileFor(
					props.fields.find(
						( field ) => field.type === 'file'
					) as Field
				).name
			);
		}
		expect( posts ).toHaveLength( 1 );
	} );

	test( 'keeps submit disabled until the acceptance box is ticked', async ( {
		page,
	} ) => {
		const { props } = await openContact( page );
		const acceptance = props.fields.find(
			( field ) => field.type === 'acceptance' && ! field.invert
		);
		expect(
			acceptance,
			'the contact form has an acceptance box'
		).toBeTruthy();
		await fillValid( page, props, 'acceptance', { accept: false } );
		const submit = page.getByRole( 'button', { name: /send/i } );
		await expect( submit ).toBeDisabled();
		await control( page, props, acceptance as Field ).check();
		await expect( submit ).toBeEnabled();
		await control( page, props, acceptance as Field ).uncheck();
		await expect( submit ).toBeDisabled();
	} );

	test( 'tells the visitor when they are offline, and keeps what they typed', async ( {
		page,
	} ) => {
		const { props } = await openContact( page );
		await page.route( FEEDBACK, ( route ) => route.abort() );
		await fillValid( page, props, 'offline' );
		await page.getByRole( 'button', { name: /send/i } ).click();
		await expect( page.getByRole( 'status' ) ).toHaveText(
			'You are probably offline.'
		);
		await expect( page.locator( 'form.vitrine-form' ) ).toHaveClass(
			/\bfailed\b/
		);
		const email = props.fields.find( ( field ) => field.type === 'email' );
		if ( email ) {
			await expect( control( page, props, email ) ).toHaveValue(
				'ada@example.com'
			);
		}
		await expect(
			page.getByRole( 'button', { name: /send/i } )
		).toBeEnabled();
	} );

	test( 'keeps what the visitor typed before the form came to life, and the focus', async ( {
		page,
	} ) => {
		let release: () => void = () => undefined;
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route(
			/\/build\/chunks\/contact-form\.[0-9a-f]+\.js/,
			async ( route ) => {
				await held;
				await route.continue();
			}
		);
		// The held chunk holds up `load` too.
		await page.goto( CONTACT, { waitUntil: 'domcontentloaded' } );
		const widget = page
			.locator( '[data-vitrine-widget="contact-form"]' )
			.first();
		await expect( widget ).toHaveAttribute(
			'data-vitrine-state',
			'loading'
		);
		// The server's form: a slow phone shows it before the widget's code has arrived.
		const name = widget.getByLabel( 'Your name' );
		await name.fill( 'Ada Lovelace' );

		release();
		await expect( widget ).toHaveAttribute(
			'data-vitrine-state',
			'mounted'
		);
		await expect( name ).toHaveValue( 'Ada Lovelace' );
		await expect( name ).toBeFocused();
		// In the widget's own state too: its counter has counted it.
		await expect(
			widget.getByText( '12 of 100 characters' )
		).toBeVisible();
	} );

	test( 'shows a non-JSON reply to the visitor', async ( { page } ) => {
		const { props } = await openContact( page );
		await page.route( FEEDBACK, ( route ) =>
			route.fulfill( {
				status: 200,
				contentType: 'text/html',
				body: '<!doctype html><p>Bad gateway</p>',
			} )
		);
		await fillValid( page, props, 'html' );
		await page.getByRole( 'button', { name: /send/i } ).click();
		await expect( page.getByRole( 'status' ) ).toHaveText(
			'The response is not a valid JSON response.'
		);
	} );

	test( 'can be completed with the keyboard alone', async ( { page } ) => {
		const { props } = await openContact( page );
		let body = '';
		await page.route( FEEDBACK, ( route ) => {
			body = route.request().postData() ?? '';
			return fulfilFeedback( route, {
				contact_form_id: props.id,
				status: 'mail_sent',
				message: 'Thank you for your message. It has been sent.',
				posted_data_hash: 'x',
				into: `#${ props.unitTag }`,
				invalid_fields: [],
			} );
		} );
		const first = props.fields[ 0 ] as Field;
		await control( page, props, first ).focus();
		for ( const field of props.fields ) {
			const focused = page.locator( ':focus' );
			switch ( field.type ) {
				case 'email':
					await page.keyboard.type( 'ada@example.com' );
					break;
				case 'tel':
					await page.keyboard.type( '0301234567' );
					break;
				case 'url':
					await page.keyboard.type( 'example.org' );
					break;
				case 'textarea':
					await page.keyboard.type( 'Typed with the keyboard only.' );
					break;
				case 'text':
					await page.keyboard.type( 'Grace Hopper' );
					break;
				case 'acceptance':
					await expect( focused ).toHaveAttribute(
						'type',
						'checkbox'
					);
					await page.keyboard.press( 'Space' );
					break;
				default:
					break;
			}
			await page.keyboard.press( 'Tab' );
		}
		// Focus is now on the submit button (the honeypot is out of the tab order).
		await expect( page.locator( ':focus' ) ).toHaveClass(
			/vitrine-form__submit/
		);
		await page.keyboard.press( 'Enter' );
		await expect( page.locator( 'form.vitrine-form' ) ).toHaveClass(
			/\bsent\b/
		);
		expect( body ).toContain( 'Typed with the keyboard only.' );
		expect( body ).toContain( 'http://example.org' );
	} );

	test( 'shows an HTML error page with a non-2xx status as a non-JSON reply', async ( {
		page,
	} ) => {
		const { props } = await openContact( page );
		await page.route( FEEDBACK, ( route ) =>
			route.fulfill( {
				status: 502,
				contentType: 'text/html',
				body: '<!doctype html><h1>502 Bad Gateway</h1>',
			} )
		);
		await fillValid( page, props, 'html502' );
		await page.getByRole( 'button', { name: /send/i } ).click();
		await expect( page.getByRole( 'status' ) ).toHaveText(
			'The response is not a valid JSON response.'
		);
	} );

	test( 'works without JavaScript: the server shows the outcome above the form @guest', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			javaScriptEnabled: false,
		} );
		const page = await context.newPage();
		await page.goto( CONTACT );
		await page.getByLabel( 'Your email' ).fill( 'not-an-email' );
		await Promise.all( [
			page.waitForURL( /vitrine_form_result=/ ),
			page.locator( 'button.vitrine-form__submit' ).click(),
		] );

		expect( new URL( page.url() ).pathname ).toBe( CONTACT );
		expect( page.url() ).not.toContain( 'not-an-email' );
		await expect( page.locator( 'form.vitrine-form' ) ).toHaveClass(
			/\binvalid\b/
		);
		await expect( page.locator( '.vitrine-form__result' ) ).toHaveText(
			'One or more fields have an error. Please check and try again.'
		);
		await expect(
			page.locator(
				'.vitrine-form__field[data-field="your-email"] .vitrine-form__tip'
			)
		).toHaveText( 'Please enter a valid email address.' );
		await context.close();
	} );
} );
