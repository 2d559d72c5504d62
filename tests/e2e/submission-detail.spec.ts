/**
 * The submission detail screen in WP admin: an administrator reads a message held as spam
 * (in words, without internal values), steps to the older and newer one, takes it out of
 * spam (its mail goes out), marks it as spam again, replies by mail, and deletes it after
 * confirming — each action a POST answered with a notice.
 *
 * The two submissions are posted straight to the demo contact form's REST route with a forged
 * fill-time token, so the spam checks hold them (reason "token") without waiting.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	logIn,
	mailWith,
	cf7HiddenInputs,
	type ContactFormProps,
} from './support';

type Props = ContactFormProps;

const SUBMISSIONS =
	'/wp-admin/edit.php?post_type=vitrine_form&page=vitrine-submissions';

async function contactProps( page: Page ): Promise< Props > {
	await page.goto( '/contact/' );
	const attribute = await page
		.locator( '[data-vitrine-widget="contact-form"]' )
		.first()
		.getAttribute( 'data-vitrine-props' );
	return JSON.parse( attribute ?? '{}' ) as Props;
}

async function postWithForgedToken( page: Page, props: Props, marker: string ) {
	const response = await page.request.post(
		`/wp-json/vitrine/v1/contact-forms/${ props.id }/feedback`,
		{
			multipart: {
				...cf7HiddenInputs( props ),
				_vitrine_form_token: 'forged',
				[ props.honeypot ]: '',
				'your-name': `Ada ${ marker }`,
				'your-email': `${ marker }@example.com`,
				'your-subject': `About ${ marker }`,
				'your-message': `A message ${ marker }`,
				'your-consent': '1',
			},
		}
	);
	expect( response.status() ).toBe( 200 );
	expect( ( ( await response.json() ) as { status: string } ).status ).toBe(
		'spam'
	);
}

test( 'an administrator reads, steps through, un-spams, re-spams, replies to and deletes a submission', async ( {
	page,
} ) => {
	const marker = `detail${ Date.now().toString( 36 ) }`;
	const props = await contactProps( page );
	await postWithForgedToken( page, props, `${ marker }a` );
	await postWithForgedToken( page, props, `${ marker }b` );

	await logIn( page );
	await page.goto( `${ SUBMISSIONS }&form_id=${ props.id }&s=${ marker }b` );
	const row = page.locator( 'table.wp-list-table tbody tr', {
		hasText: `${ marker }b`,
	} );
	const listed = ( await row.locator( 'td.column-date' ).innerText() ).trim();
	await row.locator( 'a.row-title' ).click();
	const details = page.locator( 'table.vitrine-submission' );
	// The same date format as the list.
	await expect(
		details.locator( 'tr', { hasText: 'Received' } ).locator( 'td' )
	).toHaveText( listed );

	// Read in words: no internal values, consent as a sentence, the spam reason explained.
	await expect( details ).toContainText( `A message ${ marker }b` );
	await expect( details ).not.toContainText( '_spam_reason' );
	await expect(
		details.getByRole( 'cell', { name: 'token', exact: true } )
	).toHaveCount( 0 );
	await expect(
		details.locator( 'tr', { hasText: 'Consent' } ).locator( 'td' )
	).toHaveText(
		/^Given on .+, when the message was sent: “I agree that Vitrine stores my message to answer it\.”$/
	);
	await expect( details ).toContainText(
		'the form was sent too soon after it was shown'
	);
	await expect(
		page.getByRole( 'link', { name: 'Reply by email' } )
	).toHaveAttribute(
		'href',
		`mailto:${ marker }b%40example.com?subject=Re%3A%20About%20${ marker }b`
	);

	// Axe on the screen's own content (core's menu and bar are WordPress's): its red Delete
	// link was 4.4:1 (core's #d63638 on a button's grey) before issue 31.
	await expect( page.getByRole( 'link', { name: 'Delete' } ) ).toHaveCSS(
		'color',
		'rgb(179, 45, 46)'
	);
	const axe = await new AxeBuilder( { page } )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.include( '#wpbody-content' )
		.analyze();
	expect( axe.violations.map( ( violation ) => violation.id ) ).toEqual( [] );
	await page.screenshot( {
		path: test.info().outputPath( 'submission-detail.png' ),
		fullPage: true,
	} );

	// Older and newer.
	const newerUrl = page.url();
	await page.getByRole( 'link', { name: 'Older submission ›' } ).click();
	await expect( details ).toContainText( `A message ${ marker }a` );
	await page.getByRole( 'link', { name: '‹ Newer submission' } ).click();
	await expect( page ).toHaveURL( newerUrl );

	// Not spam: the held mail goes out.
	await page
		.getByRole( 'button', { name: 'Not spam: send the mail' } )
		.click();
	await expect( page.locator( '.notice-success' ) ).toContainText(
		'The submission is no longer marked as spam, and its mail was sent.'
	);
	await expect( details.locator( '.vitrine-status--sent' ) ).toBeVisible();
	await expect
		.poll( () => mailWith( `A message ${ marker }b` ) !== null )
		.toBe( true );

	// Spam again, now by a person.
	await page.getByRole( 'button', { name: 'Mark as spam' } ).click();
	await expect( page.locator( '.notice-success' ) ).toContainText(
		'The submission was marked as spam.'
	);
	await expect( details ).toContainText(
		'Marked as spam by an administrator.'
	);

	// Delete: a confirmation first; Cancel keeps it.
	await page.getByRole( 'link', { name: 'Delete', exact: true } ).click();
	await expect(
		page.getByText( 'Delete this submission permanently?' )
	).toBeVisible();
	await page.getByRole( 'link', { name: 'Cancel' } ).click();
	await expect( details ).toContainText( `A message ${ marker }b` );
	await page.getByRole( 'link', { name: 'Delete', exact: true } ).click();
	await page.getByRole( 'button', { name: 'Delete permanently' } ).click();
	await expect( page.locator( '.notice-success' ) ).toContainText(
		'The submission was deleted permanently.'
	);
	await expect( page ).toHaveURL( new RegExp( `form_id=${ props.id }` ) );
	await page.goto( `${ SUBMISSIONS }&s=${ marker }` );
	await expect(
		page.locator( 'table.wp-list-table tbody tr', { hasText: marker } )
	).toHaveCount( 1 );
} );
