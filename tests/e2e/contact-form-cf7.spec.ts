/**
 * Contact Form 7 compatibility of the demo form on /contact/: with Vitrine's runtime turned off
 * the page holds CF7 6.x's markup (what CF7's own front-end client and CF7-styled themes look
 * for), Vitrine's widget still mounts over it when the runtime runs, and a submission without
 * the fill-time token (CF7's client never sends one) is accepted and mailed.
 *
 * The token-less submission counts toward the stricter per-IP allowance of token-less
 * submissions (3 per form in 10 minutes), so this file sends only one.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { mailWith, cf7HiddenInputs, type ContactFormProps } from './support';

const CONTACT = '/contact/';

interface Field {
	name: string;
	type: string;
	required?: boolean;
}

interface Props extends ContactFormProps {
	fields: Field[];
}

/** The class CF7 gives each type's control, beside `wpcf7-form-control`. */
const TYPE_CLASS: Record< string, string > = {
	text: 'wpcf7-text',
	email: 'wpcf7-email',
	tel: 'wpcf7-tel',
	url: 'wpcf7-url',
	textarea: 'wpcf7-textarea',
	file: 'wpcf7-file',
	acceptance: 'wpcf7-acceptance',
	select: 'wpcf7-select',
	checkbox: 'wpcf7-checkbox',
	radio: 'wpcf7-radio',
	number: 'wpcf7-number',
	date: 'wpcf7-date',
	quiz: 'wpcf7-quiz',
};

async function demoProps( page: Page ): Promise< Props > {
	const mount = page
		.locator( '[data-vitrine-widget="contact-form"]' )
		.first();
	return JSON.parse(
		( await mount.getAttribute( 'data-vitrine-props' ) ) ?? '{}'
	) as Props;
}

test.describe( 'Contact Form 7 compatibility', () => {
	test( 'without Vitrine’s runtime the demo form is CF7’s markup, one wrap and control per field', async ( {
		page,
	} ) => {
		// Every script of the plugin's build (the runtime and its chunks) is refused.
		await page.route(
			/\/plugins\/vitrine\/build\/.*\.js(\?|$)/,
			( route ) => route.abort()
		);
		await page.goto( CONTACT );
		const props = await demoProps( page );
		expect( props.fields.length ).toBeGreaterThan( 0 );

		const mount = page.locator( '[data-vitrine-widget="contact-form"]' );
		await expect( mount ).not.toHaveAttribute( 'data-vitrine-state', /./ );

		const wpcf7 = page.locator( `div.wpcf7[id="${ props.unitTag }"]` );
		await expect( wpcf7 ).toHaveCount( 1 );
		await expect( wpcf7 ).toHaveClass( 'wpcf7 no-js' );
		await expect( wpcf7 ).toHaveAttribute(
			'lang',
			props.locale.replace( '_', '-' )
		);
		await expect( wpcf7 ).toHaveAttribute( 'dir', 'ltr' );
		await expect(
			wpcf7.locator(
				'> div.screen-reader-response > p[role="status"][aria-live="polite"]'
			)
		).toHaveCount( 1 );
		await expect(
			wpcf7.locator( '> div.screen-reader-response > ul' )
		).toHaveCount( 1 );

		const form = wpcf7.locator( '> form.wpcf7-form' );
		await expect( form ).toHaveCount( 1 );
		await expect( form ).toHaveClass( /\binit\b/ );
		await expect( form ).toHaveAttribute( 'data-status', 'init' );

		const hidden = form.locator( 'fieldset.hidden-fields-container' );
		await expect( hidden ).toBeHidden();
		const expected: Record< string, string > = {
			...cf7HiddenInputs( props ),
		};
		for ( const [ name, value ] of Object.entries( expected ) ) {
			const input = hidden.locator(
				`input[type="hidden"][name="${ name }"]`
			);
			await expect( input, name ).toHaveCount( 1 );
			await expect( input, name ).toHaveValue( value );
		}

		for ( const field of props.fields ) {
			const wrap = form.locator(
				`span.wpcf7-form-control-wrap[data-name="${ field.name }"]`
			);
			await expect( wrap, field.name ).toHaveCount( 1 );
			const control = wrap.locator( '.wpcf7-form-control' );
			await expect( control, field.name ).toHaveCount( 1 );
			await expect( control, field.name ).toHaveClass(
				new RegExp( `\\b${ TYPE_CLASS[ field.type ] }\\b` )
			);
			if ( field.required ) {
				await expect( control, field.name ).toHaveClass(
					/\bwpcf7-validates-as-required\b/
				);
			}
		}
		await expect(
			form.locator( '.wpcf7-form-control.wpcf7-submit' )
		).toHaveCount( 1 );
		await expect( form.locator( 'div.wpcf7-response-output' ) ).toHaveCount(
			1
		);

		// The extra structure costs nothing in accessibility.
		const axe = await new AxeBuilder( { page } )
			.include( '.wpcf7' )
			.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
			.analyze();
		expect( axe.violations.map( ( violation ) => violation.id ) ).toEqual(
			[]
		);
	} );

	test( 'with the runtime, Vitrine’s widget mounts over the CF7 markup as before', async ( {
		page,
	} ) => {
		await page.goto( CONTACT );
		const mount = page
			.locator( '[data-vitrine-widget="contact-form"]' )
			.first();
		await expect( mount.locator( '.vitrine-form__fields' ) ).toBeVisible();
		await expect( mount ).toHaveAttribute(
			'data-vitrine-state',
			'mounted'
		);
		await expect( mount.locator( 'form' ) ).toHaveCount( 1 );
		// The server's markup (fallback and CF7 structure) was replaced by the widget.
		await expect( mount.locator( 'div.wpcf7.no-js' ) ).toHaveCount( 0 );
		await expect(
			mount.locator( 'fieldset.hidden-fields-container' )
		).toHaveCount( 0 );
	} );

	test( 'a valid submission without the fill-time token is sent and the mail arrives', async ( {
		page,
		request,
	} ) => {
		await page.goto( CONTACT );
		const props = await demoProps( page );
		const unique = `cf7-client-${ Date.now() }-${ Math.random()
			.toString( 36 )
			.slice( 2, 8 ) }`;
		const values: Record< string, string > = {
			'your-name': 'Ada Lovelace',
			'your-email': 'ada@example.com',
			'your-subject': `Sent like CF7's client ${ unique }`,
			'your-message': `No token here: ${ unique }`,
			'your-consent': '1',
		};
		for ( const field of props.fields.filter( ( f ) => f.required ) ) {
			expect( values[ field.name ], field.name ).toBeDefined();
		}

		// What CF7's client posts: the form's fields and its hidden inputs, nothing else.
		const response = await request.post(
			`/wp-json/vitrine/v1/contact-forms/${ props.id }/feedback`,
			{
				multipart: {
					...cf7HiddenInputs( props ),
					...values,
				},
			}
		);
		expect( response.status() ).toBe( 200 );
		const reply = ( await response.json() ) as {
			status: string;
			message: string;
			into: string;
		};
		expect( reply.status ).toBe( 'mail_sent' );
		expect( reply.message ).toBe(
			'Thank you for your message. It has been sent.'
		);
		expect( reply.into ).toBe( `#${ props.unitTag }` );

		await expect.poll( () => mailWith( unique ) !== null ).toBe( true );
		expect( mailWith( unique )?.text ).toContain(
			`No token here: ${ unique }`
		);
	} );
} );
