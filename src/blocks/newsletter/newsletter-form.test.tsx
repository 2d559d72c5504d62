/**
 * External dependencies
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { resetSessionForTests } from '../../runtime/session';
import {
	jsonResponse,
	makeSession,
	mockServer,
} from '../../runtime/test-utils';
import { navigateTo } from './navigate';
import { NewsletterForm, type NewsletterProps } from './newsletter-form';
import { parseNewsletterProps } from './view';

jest.mock( './navigate', () => ( { navigateTo: jest.fn() } ) );

const base: NewsletterProps = {
	listId: null,
	title: 'Letters from the studio',
	fields: { firstName: true, lastName: true, telephone: true },
	consentText: 'I agree to receive the newsletter.',
	doubleOptIn: true,
	onSubmission: 'message',
	redirectUrl: '',
	successMessage: '',
	buttonLabel: '',
};

const session = () =>
	jsonResponse(
		makeSession( { nonces: { ce4wp_form_submission: 'nl-nonce' } } )
	);

const ajaxCalls = ( server: jest.Mock ) =>
	server.mock.calls
		.filter( ( [ url ] ) => String( url ).includes( 'admin-ajax.php' ) )
		.map(
			( [ , init ] ) => ( init as RequestInit ).body as URLSearchParams
		);

async function fillAndSubmit( consent = true ) {
	await userEvent.type( screen.getByLabelText( 'First name' ), 'Ada' );
	await userEvent.type( screen.getByLabelText( 'Last name' ), 'Lovelace' );
	await userEvent.type(
		screen.getByLabelText( /Email address/ ),
		'ada@example.test'
	);
	await userEvent.type( screen.getByLabelText( 'Telephone' ), '+44 20 7946' );
	if ( consent ) {
		await userEvent.click(
			screen.getByLabelText( 'I agree to receive the newsletter.' )
		);
	}
	await userEvent.click(
		screen.getByRole( 'button', { name: 'Subscribe' } )
	);
}

beforeEach( () => {
	resetSessionForTests();
	jest.mocked( navigateTo ).mockClear();
} );

describe( 'NewsletterForm', () => {
	it( 'shows the fields the settings ask for, with labels', () => {
		render(
			<NewsletterForm
				{ ...base }
				fields={ {
					firstName: false,
					lastName: false,
					telephone: false,
				} }
				consentText=""
			/>
		);
		expect(
			screen.getByRole( 'form', { name: 'Letters from the studio' } )
		).toBeInTheDocument();
		expect( screen.getByLabelText( /Email address/ ) ).toBeRequired();
		expect( screen.queryByLabelText( 'First name' ) ).toBeNull();
		expect( screen.queryByLabelText( 'Telephone' ) ).toBeNull();
		expect( screen.queryByRole( 'checkbox' ) ).toBeNull();
	} );

	it( 'is busy while sending, posts exactly the spec’s fields, then shows the success block', async () => {
		let release: ( r: Response ) => void = () => undefined;
		const server = mockServer( {
			session,
			ajax: () =>
				new Promise< Response >( ( resolve ) => ( release = resolve ) ),
		} );
		render( <NewsletterForm { ...base } listId={ 3 } /> );
		await fillAndSubmit();

		const form = screen.getByRole( 'form' );
		await waitFor( () =>
			expect( form ).toHaveAttribute( 'aria-busy', 'true' )
		);
		const button = screen.getByRole( 'button', { name: /Subscribing/ } );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		await userEvent.click( button ); // Ignored while sending.

		await act( async () => release( jsonResponse( { success: true } ) ) );

		const success = await screen.findByRole( 'status' );
		expect( success ).toHaveTextContent( /check your inbox/ );
		expect( success ).toHaveFocus();
		expect( screen.queryByRole( 'form' ) ).toBeNull();
		expect( screen.queryByRole( 'term' ) ).toBeNull(); // No summary in message mode.

		const calls = ajaxCalls( server );
		expect( calls ).toHaveLength( 1 );
		expect( Object.fromEntries( calls[ 0 ]!.entries() ) ).toEqual( {
			action: 'ce4wp_form_submission',
			nonce: 'nl-nonce',
			first_name: 'Ada',
			last_name: 'Lovelace',
			email: 'ada@example.test',
			telephone: '+44 20 7946',
			consent: 'true',
			list_id: '3',
		} );
	} );

	it( 'shows the submitted details in summary mode', async () => {
		mockServer( {
			session,
			ajax: () => jsonResponse( { success: true } ),
		} );
		render(
			<NewsletterForm
				{ ...base }
				onSubmission="summary"
				successMessage="Welcome aboard!"
				doubleOptIn={ false }
			/>
		);
		await fillAndSubmit();

		const success = await screen.findByRole( 'status' );
		expect( success ).toHaveTextContent( 'Welcome aboard!' );
		const summary = Object.fromEntries(
			screen
				.getAllByRole( 'term' )
				.map( ( term ) => [
					term.textContent,
					term.nextElementSibling?.textContent,
				] )
		);
		expect( summary ).toEqual( {
			'First name': 'Ada',
			'Last name': 'Lovelace',
			Telephone: '+44 20 7946',
			Email: 'ada@example.test',
		} );
	} );

	it( 'says “subscribed” for a list without double opt-in', async () => {
		mockServer( {
			session,
			ajax: () => jsonResponse( { success: true } ),
		} );
		render( <NewsletterForm { ...base } doubleOptIn={ false } /> );
		await fillAndSubmit();

		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'You are now subscribed.'
		);
	} );

	it( 'redirects to the configured address, with https:// prepended', async () => {
		mockServer( {
			session,
			ajax: () => jsonResponse( { success: true } ),
		} );
		render(
			<NewsletterForm
				{ ...base }
				onSubmission="redirect"
				redirectUrl="example.com/welcome"
			/>
		);
		await fillAndSubmit();

		await waitFor( () =>
			expect( navigateTo ).toHaveBeenCalledWith(
				'https://example.com/welcome'
			)
		);
		expect( screen.queryByText( /Thank you/ ) ).toBeNull();
	} );

	it( 'shows a refusal to the person and never a thank-you', async () => {
		const server = mockServer( {
			session,
			ajax: () =>
				jsonResponse(
					{
						success: false,
						data: {
							code: 'vitrine_newsletter_invalid_email',
							message: 'Please enter a valid email address.',
						},
					},
					400
				),
		} );
		render( <NewsletterForm { ...base } /> );
		await fillAndSubmit();

		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent(
			'Please enter a valid email address.'
		);
		expect( screen.queryByText( /Thank you/ ) ).toBeNull();
		expect( screen.getByRole( 'form' ) ).toHaveAttribute(
			'aria-busy',
			'false'
		);
		const email = screen.getByLabelText( /Email address/ );
		expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( email ).toHaveAccessibleDescription(
			'Please enter a valid email address.'
		);
		expect( email ).toHaveFocus();

		// Editing the field clears the mark; the form can be sent again.
		await userEvent.type( email, 'x' );
		expect( email ).not.toHaveAttribute( 'aria-invalid' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Subscribe' } )
		);
		await waitFor( () => expect( ajaxCalls( server ) ).toHaveLength( 2 ) );
	} );

	it( 'checks the consent before sending: names it, marks and focuses the box, posts nothing', async () => {
		const server = mockServer( {
			session,
			ajax: () => jsonResponse( { success: true } ),
		} );
		render( <NewsletterForm { ...base } /> );
		await fillAndSubmit( false );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Please tick the consent box to subscribe.'
		);
		const box = screen.getByRole( 'checkbox' );
		expect( box ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( box ).toHaveAttribute( 'aria-describedby' );
		expect( box ).toHaveFocus();
		expect( ajaxCalls( server ) ).toHaveLength( 0 );

		// Ticking it clears the message; the sign-up then goes out.
		await userEvent.click( box );
		expect( box ).not.toHaveAttribute( 'aria-invalid' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Subscribe' } )
		);
		await waitFor( () => expect( ajaxCalls( server ) ).toHaveLength( 1 ) );
	} );

	it( 'still shows the server’s consent refusal on the checkbox', async () => {
		mockServer( {
			session,
			ajax: () =>
				jsonResponse(
					{
						success: false,
						data: {
							code: 'vitrine_newsletter_consent_required',
							message:
								'Please tick the consent box to subscribe.',
						},
					},
					400
				),
		} );
		// A list whose consent box the page does not show (props from an older page).
		render( <NewsletterForm { ...base } consentText="" /> );
		await fillAndSubmit( false );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Please tick the consent box'
		);
	} );

	it( 'says so when the network is down', async () => {
		mockServer( {
			session,
			ajax: () => {
				throw new TypeError( 'Failed to fetch' );
			},
		} );
		render( <NewsletterForm { ...base } /> );
		await fillAndSubmit();

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'You are probably offline.'
		);
		expect( screen.getByRole( 'form' ) ).toBeInTheDocument();
	} );

	it( 'is operable from the keyboard', async () => {
		const server = mockServer( {
			session,
			ajax: () => jsonResponse( { success: true } ),
		} );
		render(
			<NewsletterForm
				{ ...base }
				fields={ {
					firstName: false,
					lastName: false,
					telephone: false,
				} }
			/>
		);
		await userEvent.tab();
		expect( screen.getByLabelText( /Email address/ ) ).toHaveFocus();
		await userEvent.keyboard( 'ada@example.test' );
		await userEvent.tab();
		expect( screen.getByRole( 'checkbox' ) ).toHaveFocus();
		await userEvent.keyboard( ' ' );
		await userEvent.tab();
		expect(
			screen.getByRole( 'button', { name: 'Subscribe' } )
		).toHaveFocus();
		await userEvent.keyboard( '{Enter}' );

		expect( await screen.findByRole( 'status' ) ).toHaveFocus();
		expect( ajaxCalls( server )[ 0 ]?.get( 'consent' ) ).toBe( 'true' );
	} );
} );

describe( 'parseNewsletterProps', () => {
	it( 'reads the server’s props with safe defaults', () => {
		expect(
			parseNewsletterProps( {
				listId: null,
				fields: { firstName: true },
				onSubmission: 'nonsense',
			} )
		).toEqual( {
			listId: null,
			title: '',
			fields: { firstName: true, lastName: false, telephone: false },
			consentText: '',
			doubleOptIn: false,
			onSubmission: 'message',
			redirectUrl: '',
			successMessage: '',
			buttonLabel: '',
		} );
	} );

	it( 'refuses a malformed list id', () => {
		expect( parseNewsletterProps( { listId: 'abc' } ) ).toBeNull();
		expect( parseNewsletterProps( { listId: 0 } ) ).toBeNull();
		expect( parseNewsletterProps( 'nope' ) ).toBeNull();
		expect( parseNewsletterProps( { listId: 5 } )?.listId ).toBe( 5 );
	} );
} );
