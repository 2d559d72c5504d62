/**
 * The contact-forms issue's "Done when", end to end: an administrator builds a new form in WP
 * admin without code and places it on a page; a visitor gets the same field errors before
 * sending as the server gives, sends, and the mail (tags replaced) reaches the local sink; the
 * admin finds the submission and exports it. When the mail server refuses the message, the
 * submission is still stored as failed, the visitor sees the failure message, and "Resend"
 * delivers it.
 *
 * Every test builds its own form (unique title and marker), so its per-IP submission limit
 * (10 per 10 minutes per form) is its own and the tests do not depend on each other or on
 * other specs. Delivery is broken for this test's recipient only (the sink refuses addresses
 * listed in its refuse-recipients.txt), so specs sending mail at the same time are unaffected.
 */

/**
 * External dependencies
 */
import {
	expect,
	test,
	type Browser,
	type Locator,
	type Page,
} from '@playwright/test';
import { readFileSync } from 'fs';

/**
 * Internal dependencies
 */
import {
	logIn,
	mailWith,
	refuseMailTo,
	type SinkMail,
	cf7HiddenInputs,
	type ContactFormProps,
} from './support';

/** The server's minimum fill time is 3 s by default; stay clear of it. */
const FILL_TIME_MS = 3500;
const SENT_OK = 'Thank you for your message. It has been sent.';
const INVALID = 'One or more fields have an error. Please check and try again.';

interface FieldSpec {
	type: 'text' | 'email' | 'select' | 'acceptance';
	name: string;
	label: string;
	required?: boolean;
	options?: string[];
	content?: string;
}

interface FormSpec {
	title: string;
	fields: FieldSpec[];
	mail: { to: string; subject: string; body: string; replyTo?: string };
	messages?: Record< string, { label: string; text: string } >;
	submitLabel?: string;
}

type Props = ContactFormProps;

const uniqueMarker = ( prefix: string ) =>
	`${ prefix }${ Date.now().toString( 36 ) }${ Math.random()
		.toString( 36 )
		.slice( 2, 8 ) }`;

/**
 * Rows of a CSV file (RFC 4180 quoting; a leading BOM is dropped).
 */
function parseCsv( text: string ): string[][] {
	const rows: string[][] = [];
	let row: string[] = [];
	let cell = '';
	let quoted = false;
	const source = text.replace( /^\uFEFF/, '' );
	for ( let i = 0; i < source.length; i++ ) {
		const char = source[ i ];
		if ( quoted ) {
			if ( char === '"' && source[ i + 1 ] === '"' ) {
				cell += '"';
				i++;
			} else if ( char === '"' ) {
				quoted = false;
			} else {
				cell += char;
			}
		} else if ( char === '"' ) {
			quoted = true;
		} else if ( char === ',' ) {
			row.push( cell );
			cell = '';
		} else if ( char === '\n' || char === '\r' ) {
			if ( char === '\r' && source[ i + 1 ] === '\n' ) {
				i++;
			}
			row.push( cell );
			rows.push( row );
			row = [];
			cell = '';
		} else {
			cell += char;
		}
	}
	if ( cell !== '' || row.length ) {
		row.push( cell );
		rows.push( row );
	}
	return rows;
}

/* ---------------------------------------------------------------- admin side */

/**
 * Clicks Publish / Update and waits until the reloaded edit screen is there.
 */
async function saveForm( page: Page ) {
	await page.evaluate( () => {
		document.documentElement.dataset.e2eStale = '1';
	} );
	await page.locator( '#publish' ).click();
	await page.waitForFunction(
		() =>
			document.readyState === 'complete' &&
			! document.documentElement.dataset.e2eStale &&
			/[?&]post=\d+&action=edit/.test( window.location.search )
	);
}

/**
 * Builds a form in Vitrine → Forms → Add a contact form with the editor's UI and publishes it.
 *
 * @return The form's id.
 */
async function buildForm( page: Page, spec: FormSpec ): Promise< number > {
	await page.goto( '/wp-admin/' );
	// Forms is in the Vitrine menu, whose entries show in a flyout until one is open.
	const vitrine = page.locator( '#adminmenu > li.menu-top', {
		has: page.locator( '> a .wp-menu-name', { hasText: 'Vitrine' } ),
	} );
	await vitrine.hover();
	await vitrine
		.locator( '.wp-submenu' )
		.getByRole( 'link', { name: 'Forms', exact: true } )
		.click();
	await page
		.locator( '.wrap' )
		.getByRole( 'link', { name: 'Add a contact form' } )
		.click();
	await expect(
		page.getByRole( 'heading', { name: 'Add a contact form' } )
	).toBeVisible();
	await page.getByLabel( 'Add title' ).fill( spec.title );

	// A new form starts with example rows: remove them all and add our own.
	const rows = page.locator( '[data-vitrine-fields] > .vitrine-field' );
	while ( ( await rows.count() ) > 0 ) {
		const before = await rows.count();
		await rows.first().getByRole( 'button', { name: 'Remove' } ).click();
		await expect( rows ).toHaveCount( before - 1 );
	}

	for ( const [ index, field ] of spec.fields.entries() ) {
		await page.getByRole( 'button', { name: 'Add a field' } ).click();
		await expect( rows ).toHaveCount( index + 1 );
		const row = rows.last();
		// The new row's name input has the focus.
		await expect( row.getByLabel( 'Name', { exact: true } ) ).toBeFocused();
		await row
			.getByLabel( 'Type', { exact: true } )
			.selectOption( field.type );
		await expect( row ).toHaveAttribute( 'data-type', field.type );
		await row.getByLabel( 'Name', { exact: true } ).fill( field.name );
		await row.getByLabel( 'Label', { exact: true } ).fill( field.label );
		await expect( row.locator( '.vitrine-field__title' ) ).toHaveText(
			field.label
		);
		if ( field.options ) {
			await row
				.getByLabel( 'Options (one per line)' )
				.fill( field.options.join( '\n' ) );
		}
		if ( field.content ) {
			await row
				.getByLabel( 'Acceptance text (links allowed)' )
				.fill( field.content );
		}
		const required = row.getByLabel( 'Required', { exact: true } );
		if ( field.type === 'acceptance' ) {
			// Only what applies to the type is shown; an acceptance box is required
			// unless marked optional.
			await expect( required ).toBeHidden();
			await expect(
				row.getByLabel( 'Optional (does not block sending)' )
			).not.toBeChecked();
		} else {
			await required.setChecked( !! field.required );
		}
	}

	const mail = page.locator( '#vitrine-form-mail' );
	await mail.getByLabel( 'To', { exact: true } ).fill( spec.mail.to );
	await mail
		.getByLabel( 'Subject', { exact: true } )
		.fill( spec.mail.subject );
	await mail
		.getByLabel( 'Reply-To', { exact: true } )
		.fill( spec.mail.replyTo ?? '' );
	await mail.getByLabel( 'Message body' ).fill( spec.mail.body );
	for ( const message of Object.values( spec.messages ?? {} ) ) {
		await page
			.locator( '#vitrine-form-messages' )
			.getByLabel( message.label, { exact: true } )
			.fill( message.text );
	}
	if ( spec.submitLabel ) {
		await page.getByLabel( 'Submit button label' ).fill( spec.submitLabel );
	}

	await saveForm( page );
	await expect( page.locator( '#message' ) ).toContainText( /published/i );
	await expect( page.locator( '.notice-error' ) ).toHaveCount( 0 );
	const id = Number( new URL( page.url() ).searchParams.get( 'post' ) );
	expect( id ).toBeGreaterThan( 0 );

	// What was saved is what the editor shows again, in the same order.
	await expect( rows ).toHaveCount( spec.fields.length );
	for ( const [ index, field ] of spec.fields.entries() ) {
		await expect(
			rows.nth( index ).getByLabel( 'Name', { exact: true } )
		).toHaveValue( field.name );
	}
	await expect( page.locator( '#vitrine-form-usage' ) ).toContainText(
		`[vitrine_contact_form id="${ id }"]`
	);
	return id;
}

/**
 * Publishes a page through the REST API as the logged-in admin (cookie + REST nonce).
 */
async function publishPage(
	page: Page,
	title: string,
	content: string
): Promise< { id: number; link: string } > {
	const nonce = await page.evaluate( () =>
		fetch( '/wp-admin/admin-ajax.php?action=rest-nonce', {
			credentials: 'same-origin',
		} ).then( ( response ) => response.text() )
	);
	expect( nonce ).toMatch( /^[0-9a-f]{10}$/ );
	const response = await page.request.post( '/wp-json/wp/v2/pages', {
		headers: { 'X-WP-Nonce': nonce },
		data: { title, content, status: 'publish' },
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	return ( await response.json() ) as { id: number; link: string };
}

/**
 * Opens a form's submissions screen from the form's edit screen.
 */
async function openSubmissions( page: Page, formId: number ) {
	await page.goto( `/wp-admin/post.php?post=${ formId }&action=edit` );
	await page
		.getByRole( 'link', { name: 'See this form’s submissions' } )
		.click();
	await expect(
		page.getByRole( 'heading', { name: 'Submissions', level: 1 } )
	).toBeVisible();
	expect( new URL( page.url() ).searchParams.get( 'form_id' ) ).toBe(
		String( formId )
	);
}

const submissionRow = ( page: Page, marker: string ): Locator =>
	page.locator( 'table.wp-list-table tbody tr', { hasText: marker } );

/* -------------------------------------------------------------- visitor side */

/**
 * Opens the page in a fresh (logged-out) browser context and waits for the widget.
 */
async function visit( browser: Browser, link: string ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	const refill = page.waitForResponse( ( response ) =>
		/\/contact-forms\/\d+\/refill/.test( response.url() )
	);
	await page.goto( link );
	const widget = page.locator( '[data-vitrine-widget="contact-form"]' );
	await expect( widget.locator( '.vitrine-form__fields' ) ).toBeVisible();
	expect( ( await refill ).ok() ).toBeTruthy();
	const props = JSON.parse(
		( await widget.getAttribute( 'data-vitrine-props' ) ) ?? '{}'
	) as Props;
	return { context, page, props, loadedAt: Date.now() };
}

const control = ( page: Page, props: Props, name: string ) =>
	page.locator( `[id="${ props.unitTag }-${ name }"]` );

const tip = ( page: Page, props: Props, name: string ) =>
	page.locator( `[id="${ props.unitTag }-ve-${ name }"]` );

async function waitForFillTime( loadedAt: number ) {
	const left = FILL_TIME_MS - ( Date.now() - loadedAt );
	if ( left > 0 ) {
		await new Promise( ( resolve ) => setTimeout( resolve, left ) );
	}
}

/* --------------------------------------------------------------------- tests */

test.describe( 'a contact form built in WP admin', () => {
	test( 'is built without code, placed on a page, validated alike on both sides, mailed, listed and exported', async ( {
		page,
		browser,
	} ) => {
		test.setTimeout( 120_000 );
		const unique = uniqueMarker( 'e2eadmin' );
		const to = `enquiries-${ unique }@example.com`;
		const fields: FieldSpec[] = [
			{ type: 'text', name: 'client-name', label: 'Your full name' },
			{
				type: 'email',
				name: 'client-email',
				label: 'Email address',
				required: true,
			},
			{
				type: 'select',
				name: 'topic',
				label: 'Topic',
				required: true,
				options: [ 'Framing', 'Prints', 'Gift cards' ],
			},
			{
				type: 'acceptance',
				name: 'consent',
				label: 'Consent',
				content: 'I agree that you store my enquiry.',
			},
		];

		await logIn( page );
		const formId = await buildForm( page, {
			title: `Enquiry form ${ unique }`,
			fields,
			mail: {
				to,
				subject: 'Enquiry about [topic] from [client-name]',
				body: 'Name: [client-name]\nEmail: [client-email]\nTopic: [topic]\n-- \n[_site_title]',
				replyTo: '[client-name] <[client-email]>',
			},
			submitLabel: 'Send enquiry',
		} );
		const placed = await publishPage(
			page,
			`Enquiries ${ unique }`,
			`<!-- wp:paragraph --><p>Write to us.</p><!-- /wp:paragraph -->\n<!-- wp:vitrine/contact-form {"formId":${ formId }} /-->`
		);

		// The visitor sees the fields the admin defined.
		const visitor = await visit( browser, placed.link );
		const { page: guest, props } = visitor;
		try {
			expect( props.id ).toBe( formId );
			await expect(
				guest.locator( '.vitrine-form__field' ).first()
			).toContainText( 'Your full name' );
			await expect( guest.getByLabel( 'Your full name' ) ).toBeVisible();
			await expect( guest.getByLabel( 'Email address' ) ).toBeVisible();
			await expect(
				guest.getByLabel( 'Topic' ).locator( 'option' )
			).toHaveText( [
				/please choose/i,
				'Framing',
				'Prints',
				'Gift cards',
			] );
			const consent = guest.getByLabel(
				'I agree that you store my enquiry.'
			);
			const submit = guest.getByRole( 'button', {
				name: 'Send enquiry',
			} );
			await expect( submit ).toBeDisabled();
			await consent.check();
			await expect( submit ).toBeEnabled();

			// Invalid: a broken email and no topic. The client stops before sending.
			const posted: string[] = [];
			guest.on( 'request', ( request ) => {
				if (
					request.method() === 'POST' &&
					request.url().includes( '/feedback' )
				) {
					posted.push( request.url() );
				}
			} );
			await guest.getByLabel( 'Email address' ).fill( 'ada@' );
			// Pressed near its top edge, as a hurried visitor might: the field's tip must not
			// appear under the pressed button and push it away, losing the click.
			await submit.click( { position: { x: 12, y: 3 } } );
			await expect( guest.locator( 'form.vitrine-form' ) ).toHaveClass(
				/\binvalid\b/
			);
			await expect( guest.getByRole( 'status' ) ).toHaveText( INVALID );
			const clientTips: Record< string, string > = {};
			for ( const field of fields ) {
				if ( await tip( guest, props, field.name ).count() ) {
					clientTips[ field.name ] = (
						await tip( guest, props, field.name ).innerText()
					).trim();
				}
			}
			expect( Object.keys( clientTips ).sort() ).toEqual( [
				'client-email',
				'topic',
			] );
			await expect(
				control( guest, props, 'client-email' )
			).toBeFocused();
			expect( posted ).toHaveLength( 0 );

			// The same values straight to the server give the same errors.
			const refill = await guest.request.get(
				`/wp-json/vitrine/v1/contact-forms/${ formId }/refill`
			);
			const { _vitrine_form_token: token } = ( await refill.json() ) as {
				_vitrine_form_token: string;
			};
			const reply = await guest.request.post(
				`/wp-json/vitrine/v1/contact-forms/${ formId }/feedback`,
				{
					multipart: {
						...cf7HiddenInputs( { ...props, id: formId } ),
						_vitrine_form_token: token,
						[ props.honeypot ]: '',
						'client-name': '',
						'client-email': 'ada@',
						topic: '',
						consent: '1',
					},
				}
			);
			expect( reply.status() ).toBe( 200 );
			const server = ( await reply.json() ) as {
				status: string;
				message: string;
				invalid_fields: Array< { field: string; message: string } >;
			};
			expect( server.status ).toBe( 'validation_failed' );
			expect( server.message ).toBe( INVALID );
			expect(
				Object.fromEntries(
					server.invalid_fields.map( ( item ) => [
						item.field,
						item.message,
					] )
				)
			).toEqual( clientTips );

			// Corrected and sent.
			await guest
				.getByLabel( 'Your full name' )
				.fill( `Ada Lovelace ${ unique }` );
			await guest.getByLabel( 'Email address' ).fill( 'ada@example.com' );
			await guest.getByLabel( 'Topic' ).selectOption( 'Prints' );
			await waitForFillTime( visitor.loadedAt );
			await submit.click();
			await expect( guest.locator( 'form.vitrine-form' ) ).toHaveClass(
				/\bsent\b/,
				{ timeout: 15_000 }
			);
			await expect( guest.getByRole( 'status' ) ).toHaveText( SENT_OK );
			expect( posted ).toHaveLength( 1 );
		} finally {
			await visitor.context.close();
		}

		// The mail arrives with the tags replaced.
		await expect
			.poll( () => mailWith( unique ) !== null, {
				timeout: 15_000,
				message: 'mail with the marker in the sink',
			} )
			.toBe( true );
		const mail = mailWith( unique ) as SinkMail;
		expect( mail.envelope.to ).toEqual( [ to ] );
		expect( mail.subject ).toBe(
			`Enquiry about Prints from Ada Lovelace ${ unique }`
		);
		expect( mail.text ).toContain(
			`Name: Ada Lovelace ${ unique }\nEmail: ada@example.com\nTopic: Prints\n`
		);
		expect( mail.text ).not.toMatch( /\[(client-|topic)/ );
		expect( mail.replyTo ).toContain( 'ada@example.com' );

		// The admin finds it in the form's submissions and exports it.
		await openSubmissions( page, formId );
		const row = submissionRow( page, unique );
		await expect( row ).toHaveCount( 1 );
		await expect( row.locator( '.vitrine-status--sent' ) ).toHaveText(
			'Sent'
		);
		await expect( row ).toContainText( `Enquiry form ${ unique }` );

		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page.getByRole( 'link', { name: 'Export CSV' } ).click(),
		] );
		expect( download.suggestedFilename() ).toMatch(
			/^submissions-.*\.csv$/
		);
		const [ head = [], ...lines ] = parseCsv(
			readFileSync( ( await download.path() ) as string, 'utf8' )
		);
		expect( head ).toEqual(
			expect.arrayContaining( [
				'status',
				'Your full name',
				'Email address',
				'Topic',
				'Consent',
			] )
		);
		expect( lines ).toHaveLength( 1 );
		const cells = Object.fromEntries(
			head.map( ( column, index ) => [ column, lines[ 0 ]?.[ index ] ] )
		);
		expect( cells ).toMatchObject( {
			status: 'sent',
			'Your full name': `Ada Lovelace ${ unique }`,
			'Email address': 'ada@example.com',
			Topic: 'Prints',
		} );
	} );

	test( 'keeps a message whose mail failed, tells the visitor, and the admin resends it', async ( {
		page,
		browser,
	} ) => {
		test.setTimeout( 120_000 );
		const unique = uniqueMarker( 'e2efail' );
		const recipient = `${ unique }@vitrine.test`;
		const failure = `We could not send your message (${ unique }); it is saved and we will reply.`;

		await logIn( page );
		const formId = await buildForm( page, {
			title: `Callback form ${ unique }`,
			fields: [
				{
					type: 'text',
					name: 'caller',
					label: 'Name',
					required: true,
				},
				{
					type: 'email',
					name: 'caller-email',
					label: 'Email',
					required: true,
				},
				{
					type: 'acceptance',
					name: 'privacy',
					label: 'Privacy',
					content: 'I accept the privacy policy.',
				},
			],
			mail: {
				to: recipient,
				subject: 'Callback for [caller]',
				body: 'Please call back [caller] <[caller-email]>.',
			},
			messages: {
				mail_sent_ng: { label: 'Sending failed', text: failure },
			},
		} );
		const placed = await publishPage(
			page,
			`Callback ${ unique }`,
			`<!-- wp:shortcode -->[vitrine_contact_form id="${ formId }"]<!-- /wp:shortcode -->`
		);

		const visitor = await visit( browser, placed.link );
		const { page: guest } = visitor;
		try {
			await guest.getByLabel( 'Name' ).fill( `Grace ${ unique }` );
			await guest.getByLabel( 'Email' ).fill( 'grace@example.com' );
			await guest.getByLabel( 'I accept the privacy policy.' ).check();
			await waitForFillTime( visitor.loadedAt );

			// The mail server refuses this one message.
			try {
				refuseMailTo( recipient, true );
				await guest.getByRole( 'button', { name: 'Send' } ).click();
				await expect(
					guest.locator( 'form.vitrine-form' )
				).toHaveClass( /\bfailed\b/, { timeout: 15_000 } );
			} finally {
				refuseMailTo( recipient, false );
			}
			await expect( guest.getByRole( 'status' ) ).toHaveText( failure );
			// Nothing the visitor typed is lost either.
			await expect( guest.getByLabel( 'Name' ) ).toHaveValue(
				`Grace ${ unique }`
			);
		} finally {
			await visitor.context.close();
		}
		expect( mailWith( unique ) ).toBeNull();

		// Stored, listed as failed.
		await openSubmissions( page, formId );
		const row = submissionRow( page, unique );
		await expect( row ).toHaveCount( 1 );
		await expect( row.locator( '.vitrine-status--failed' ) ).toHaveText(
			'Mail failed'
		);
		await page
			.locator( '.subsubsub' )
			.getByRole( 'link', { name: /Mail failed/ } )
			.click();
		await expect( page.locator( '.subsubsub .current' ) ).toContainText(
			'Mail failed (1)'
		);
		await expect( submissionRow( page, unique ) ).toHaveCount( 1 );

		// The admin resends it; the mail arrives and the submission is sent.
		await submissionRow( page, unique ).locator( 'a.row-title' ).click();
		const details = page.locator( 'table.vitrine-submission' );
		await expect( details ).toContainText( `Grace ${ unique }` );
		await expect(
			details.locator( '.vitrine-status--failed' )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Resend the mail' } ).click();
		await expect( page.locator( '.notice-success p' ) ).toHaveText(
			'The message was sent again.'
		);
		await expect( details.locator( '.vitrine-status--sent' ) ).toHaveText(
			'Sent'
		);
		await expect(
			page.getByRole( 'button', { name: 'Resend the mail' } )
		).toHaveCount( 0 );
		// The time it was mailed, in the site's date format as in the list.
		await expect(
			details.locator( 'tr', { hasText: 'Mailed' } ).locator( 'td' )
		).toHaveText( /\d{2}:\d{2}/ );
		await expect
			.poll( () => mailWith( unique ) !== null, {
				timeout: 15_000,
				message: 'resent mail in the sink',
			} )
			.toBe( true );
		const mail = mailWith( unique ) as SinkMail;
		expect( mail.subject ).toBe( `Callback for Grace ${ unique }` );
		expect( mail.text ).toContain(
			`Please call back Grace ${ unique } <grace@example.com>.`
		);

		await openSubmissions( page, formId );
		await expect(
			submissionRow( page, unique ).locator( '.vitrine-status--sent' )
		).toHaveText( 'Sent' );
	} );

	test( 'refuses a bad definition with a notice, keeps the last good one, and saves a new order', async ( {
		page,
	} ) => {
		test.setTimeout( 90_000 );
		const unique = uniqueMarker( 'e2eedit' );
		await logIn( page );
		const formId = await buildForm( page, {
			title: `Order form ${ unique }`,
			fields: [
				{ type: 'text', name: 'first', label: 'First' },
				{ type: 'email', name: 'second', label: 'Second' },
			],
			mail: {
				to: '[_site_admin_email]',
				subject: 'Order [first]',
				body: '[first] [second]',
			},
		} );
		const rows = page.locator( '[data-vitrine-fields] > .vitrine-field' );

		// A duplicate name is refused; nothing already stored is lost.
		await page.getByRole( 'button', { name: 'Add a field' } ).click();
		await rows
			.last()
			.getByLabel( 'Name', { exact: true } )
			.fill( 'second' );
		await rows
			.last()
			.getByLabel( 'Label', { exact: true } )
			.fill( 'Duplicate' );
		await saveForm( page );
		expect( new URL( page.url() ).searchParams.get( 'post' ) ).toBe(
			String( formId )
		);
		await expect( page.locator( '.notice-error' ) ).toContainText(
			'The field name “second” is used twice; field names must be unique.'
		);
		await expect( rows ).toHaveCount( 2 );
		await expect(
			rows.nth( 0 ).getByLabel( 'Name', { exact: true } )
		).toHaveValue( 'first' );
		await expect(
			rows.nth( 1 ).getByLabel( 'Name', { exact: true } )
		).toHaveValue( 'second' );

		// Reordered with the arrows and saved.
		await rows.nth( 1 ).getByRole( 'button', { name: 'Move up' } ).click();
		await expect(
			rows.nth( 0 ).getByLabel( 'Name', { exact: true } )
		).toHaveValue( 'second' );
		await saveForm( page );
		expect( new URL( page.url() ).searchParams.get( 'post' ) ).toBe(
			String( formId )
		);
		await expect( page.locator( '#message' ) ).toContainText( /updated/i );
		await expect( page.locator( '.notice-error' ) ).toHaveCount( 0 );
		await expect(
			rows.nth( 0 ).getByLabel( 'Name', { exact: true } )
		).toHaveValue( 'second' );
		await expect(
			rows.nth( 1 ).getByLabel( 'Name', { exact: true } )
		).toHaveValue( 'first' );
	} );
} );
