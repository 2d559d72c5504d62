/**
 * External dependencies
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type {
	ContactFormProps,
	FeedbackReply,
} from '../../lib/contact-form/types';
import { resetSessionForTests } from '../../runtime/session';
import {
	jsonResponse,
	makeSession,
	textResponse,
} from '../../runtime/test-utils';
import { ContactForm } from './contact-form';
import { parseContactFormProps } from './view';

const REQ = 'Please fill out this field.';
const EMAIL = 'Please enter a valid email address.';
const URL_ERROR = 'Please enter a valid URL.';
const LONG = 'This field has a too long input.';
const ACCEPT = 'I agree to the privacy policy.';

const props: ContactFormProps = {
	id: 12,
	slug: 'contact',
	unitTag: 'wpcf7-f12-p3-o1',
	containerPost: 3,
	version: '0.1.0',
	locale: 'en_US',
	fields: [
		{ name: 'your-name', type: 'text', label: 'Your name', required: true },
		{
			name: 'your-email',
			type: 'email',
			label: 'Your email',
			required: true,
		},
		{ name: 'your-website', type: 'url', label: 'Website' },
		{
			name: 'your-message',
			type: 'textarea',
			label: 'Message',
			required: true,
			minLength: 5,
			maxLength: 20,
		},
		{
			name: 'your-consent',
			type: 'acceptance',
			label: 'Consent',
			content: ACCEPT,
		},
	],
	schema: {
		version: '0.1.0',
		locale: 'en_US',
		rules: [
			{ rule: 'required', field: 'your-name', error: REQ },
			{ rule: 'required', field: 'your-email', error: REQ },
			{ rule: 'email', field: 'your-email', error: EMAIL },
			{ rule: 'url', field: 'your-website', error: URL_ERROR },
			{ rule: 'required', field: 'your-message', error: REQ },
			{
				rule: 'maxlength',
				field: 'your-message',
				threshold: 20,
				error: LONG,
			},
		],
	},
	messages: {
		mail_sent_ok: 'Thank you for your message. It has been sent.',
		validation_error:
			'One or more fields have an error. Please check and try again.',
	},
	submitLabel: 'Send message',
	honeypot: 'your-website-url',
	hasRefill: false,
};

const reply = ( overrides: Partial< FeedbackReply > = {} ): FeedbackReply => ( {
	contact_form_id: 12,
	status: 'mail_sent',
	message: 'Thank you for your message. It has been sent.',
	posted_data_hash: 'abc123',
	into: '#wpcf7-f12-p3-o1',
	invalid_fields: [],
	...overrides,
} );

interface Handlers {
	refill?: () => Response | Promise< Response >;
	feedback?: ( body: FormData ) => Response | Promise< Response >;
}

function mockRest( handlers: Handlers = {} ): jest.Mock {
	const mock = jest.fn(
		async ( input: RequestInfo | URL, init?: RequestInit ) => {
			// api-fetch adds query arguments of its own (`_locale=user`).
			const url = String( input ).replace( /\?.*/, '' );
			if ( url.includes( 'vitrine/v1/session' ) ) {
				return jsonResponse( makeSession() );
			}
			if ( url.endsWith( '/contact-forms/12/refill' ) ) {
				return handlers.refill
					? handlers.refill()
					: jsonResponse( {
							_vitrine_form_token: '1700000000.sig',
							_vitrine_min_fill_time: 0,
						} );
			}
			if (
				url.endsWith( '/contact-forms/12/feedback' ) &&
				handlers.feedback
			) {
				return handlers.feedback( init?.body as FormData );
			}
			throw new TypeError( `unexpected fetch ${ url }` );
		}
	);
	global.fetch = mock as unknown as typeof fetch;
	return mock;
}

const feedbackCalls = ( mock: jest.Mock ) =>
	mock.mock.calls.filter( ( [ url ] ) =>
		String( url ).includes( '/feedback' )
	);

const form = () => document.querySelector( 'form.vitrine-form' ) as HTMLElement;

async function fillValid( user: ReturnType< typeof userEvent.setup > ) {
	await user.type( screen.getByLabelText( /Your name/ ), 'Ada Lovelace' );
	await user.type( screen.getByLabelText( /Your email/ ), 'ada@example.com' );
	await user.type( screen.getByLabelText( /Message/ ), 'Hello there' );
	await user.click( screen.getByLabelText( ACCEPT ) );
}

beforeEach( () => {
	resetSessionForTests();
} );

describe( 'ContactForm', () => {
	it( 'renders labelled fields, required marks and the init status, and calls refill', async () => {
		const server = mockRest();
		render( <ContactForm { ...props } /> );
		expect( form() ).toHaveClass( 'vitrine-form', 'init' );
		const name = screen.getByLabelText( /Your name/ );
		expect( name ).toHaveAttribute( 'id', 'wpcf7-f12-p3-o1-your-name' );
		expect( name ).toBeRequired();
		expect( name ).toHaveClass( 'vitrine-form__control' );
		expect( screen.getByRole( 'status' ) ).toHaveAttribute(
			'aria-live',
			'polite'
		);
		await waitFor( () =>
			expect(
				server.mock.calls.some( ( [ url ] ) =>
					String( url ).includes( '/refill?' )
				)
			).toBe( true )
		);
	} );

	it( 'keeps submit disabled until the acceptance box is ticked', async () => {
		mockRest();
		const user = userEvent.setup();
		render( <ContactForm { ...props } /> );
		const submit = screen.getByRole( 'button', { name: 'Send message' } );
		expect( submit ).toBeDisabled();
		await user.click( screen.getByLabelText( ACCEPT ) );
		expect( submit ).toBeEnabled();
		await user.click( screen.getByLabelText( ACCEPT ) );
		expect( submit ).toBeDisabled();
	} );

	it( 'says beside a disabled submit why it is disabled, and ties the reason to it', async () => {
		mockRest();
		const user = userEvent.setup();
		render( <ContactForm { ...props } /> );
		const submit = screen.getByRole( 'button', { name: 'Send message' } );
		expect( submit ).toHaveAccessibleDescription(
			'Tick the consent box above to send your message.'
		);
		await user.click( screen.getByLabelText( ACCEPT ) );
		expect( submit ).not.toHaveAttribute( 'aria-describedby' );
		expect(
			screen.queryByText(
				'Tick the consent box above to send your message.'
			)
		).toBeNull();
	} );

	it( 'validates before sending: tips, aria, the message, focus on the first invalid field, nothing sent', async () => {
		const server = mockRest( { feedback: () => jsonResponse( reply() ) } );
		const user = userEvent.setup();
		render( <ContactForm { ...props } /> );
		await user.type(
			screen.getByLabelText( /Your email/ ),
			'not-an-email'
		);
		await user.click( screen.getByLabelText( ACCEPT ) );
		await user.click(
			screen.getByRole( 'button', { name: 'Send message' } )
		);

		expect( form() ).toHaveClass( 'invalid' );
		const name = screen.getByLabelText( /Your name/ );
		expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( name ).toHaveAttribute(
			'aria-describedby',
			'wpcf7-f12-p3-o1-ve-your-name'
		);
		expect(
			document.getElementById( 'wpcf7-f12-p3-o1-ve-your-name' )
		).toHaveTextContent( REQ );
		expect(
			document.getElementById( 'wpcf7-f12-p3-o1-ve-your-email' )
		).toHaveTextContent( EMAIL );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'One or more fields have an error.'
		);
		await waitFor( () => expect( name ).toHaveFocus() );
		expect( feedbackCalls( server ) ).toHaveLength( 0 );
	} );

	it( 'shows a field’s tip when it is left, and clears it once fixed', async () => {
		mockRest();
		const user = userEvent.setup();
		render( <ContactForm { ...props } /> );
		const email = screen.getByLabelText( /Your email/ );
		await user.type( email, 'ada@' );
		await user.tab();
		expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( EMAIL );
		await user.type( email, 'example.com' );
		expect( email ).toHaveAttribute( 'aria-invalid', 'false' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		// A field not left yet shows no tip.
		expect( screen.getByLabelText( /Your name/ ) ).toHaveAttribute(
			'aria-invalid',
			'false'
		);
	} );

	/** A wrong email typed, consent given, then "Send" pressed and held. */
	async function pressSendAfterWrongEmail() {
		mockRest();
		const user = userEvent.setup();
		render( <ContactForm { ...props } /> );
		await user.click( screen.getByLabelText( ACCEPT ) );
		const email = screen.getByLabelText( /Your email/ );
		await user.type( email, 'ada@' );
		const send = screen.getByRole( 'button', { name: 'Send message' } );
		await user.pointer( { keys: '[MouseLeft>]', target: send } );
		return { user, email, send };
	}

	it( 'holds a field’s tip while "Send" is pressed, so the button stays under the pointer', async () => {
		const { user, email, send } = await pressSendAfterWrongEmail();

		// The press moves the focus to the button before the click: no tip may appear yet.
		expect( email ).not.toHaveFocus();
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();

		await user.pointer( { keys: '[/MouseLeft]', target: send } );
		expect( form() ).toHaveClass( 'invalid' );
		expect(
			document.getElementById( 'wpcf7-f12-p3-o1-ve-your-email' )
		).toHaveTextContent( EMAIL );
	} );

	it( 'shows the tip of a field left by a press on "Send" that ends elsewhere', async () => {
		const { user } = await pressSendAfterWrongEmail();
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		await user.pointer( [
			{ target: document.body },
			{ keys: '[/MouseLeft]', target: document.body },
		] );
		expect( form() ).not.toHaveClass( 'invalid' );
		await waitFor( () =>
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent( EMAIL )
		);
	} );

	it( 'sends multipart with the hidden fields and token, then resets and shows sent', async () => {
		let body: FormData | undefined;
		const server = mockRest( {
			feedback: ( data ) => {
				body = data;
				return jsonResponse( reply() );
			},
		} );
		const user = userEvent.setup();
		render( <ContactForm { ...props } /> );
		await waitFor( () => expect( server ).toHaveBeenCalled() );
		await fillValid( user );
		await user.type( screen.getByLabelText( 'Website' ), 'example.com' );
		await user.tab();
		expect( screen.getByLabelText( 'Website' ) ).toHaveValue(
			'http://example.com'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Send message' } )
		);

		await waitFor( () => expect( form() ).toHaveClass( 'sent' ) );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Thank you for your message. It has been sent.'
		);
		expect( body?.get( '_wpcf7' ) ).toBe( '12' );
		expect( body?.get( '_wpcf7_unit_tag' ) ).toBe( 'wpcf7-f12-p3-o1' );
		expect( body?.get( '_wpcf7_container_post' ) ).toBe( '3' );
		expect( body?.get( '_wpcf7_version' ) ).toBe( '0.1.0' );
		expect( body?.get( '_wpcf7_locale' ) ).toBe( 'en_US' );
		expect( body?.get( '_vitrine_form_token' ) ).toBe( '1700000000.sig' );
		expect( body?.get( 'your-website-url' ) ).toBe( '' );
		expect( body?.get( 'your-name' ) ).toBe( 'Ada Lovelace' );
		expect( body?.get( 'your-website' ) ).toBe( 'http://example.com' );
		expect( body?.get( 'your-consent' ) ).toBe( '1' );
		const [ , init ] = feedbackCalls( server )[ 0 ] ?? [];
		expect( init?.method ).toBe( 'POST' );
		// Guests send no nonce.
		expect( init?.headers ).not.toHaveProperty( 'X-WP-Nonce' );

		expect( screen.getByLabelText( /Your name/ ) ).toHaveValue( '' );
		expect( screen.getByLabelText( ACCEPT ) ).not.toBeChecked();
		expect(
			screen.getByRole( 'button', { name: 'Send message' } )
		).toBeDisabled();
	} );

	it( 'sends once on a double click and is busy meanwhile', async () => {
		let release: ( response: Response ) => void = () => undefined;
		const server = mockRest( {
			feedback: () =>
				new Promise< Response >( ( resolve ) => ( release = resolve ) ),
		} );
		const user = userEvent.setup();
		render( <ContactForm { ...props } /> );
		await fillValid( user );
		const submit = screen.getByRole( 'button', { name: 'Send message' } );
		await user.dblClick( submit );
		await waitFor( () => expect( form() ).toHaveClass( 'submitting' ) );
		expect( submit ).toHaveAttribute( 'aria-busy', 'true' );
		expect( submit ).toBeDisabled();
		await user.click( submit );
		await act( async () =>
			release(
				jsonResponse(
					reply( { status: 'mail_failed', message: 'Mail is down.' } )
				)
			)
		);
		await waitFor( () => expect( form() ).toHaveClass( 'failed' ) );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Mail is down.'
		);
		expect( feedbackCalls( server ) ).toHaveLength( 1 );
		// A failure keeps what was typed.
		expect( screen.getByLabelText( /Your name/ ) ).toHaveValue(
			'Ada Lovelace'
		);
		expect( submit ).toBeEnabled();
	} );

	it( 'shows the server’s invalid fields as tips', async () => {
		mockRest( {
			feedback: () =>
				jsonResponse(
					reply( {
						status: 'validation_failed',
						message: 'One or more fields have an error.',
						posted_data_hash: '',
						invalid_fields: [
							{
								field: 'your-email',
								message: 'Server says no.',
								idref: null,
								error_id: 'wpcf7-f12-p3-o1-ve-your-email',
							},
						],
					} )
				),
		} );
		const user = userEvent.setup();
		render( <ContactForm { ...props } /> );
		await fillValid( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Send message' } )
		);
		await waitFor( () => expect( form() ).toHaveClass( 'invalid' ) );
		expect(
			document.getElementById( 'wpcf7-f12-p3-o1-ve-your-email' )
		).toHaveTextContent( 'Server says no.' );
		await waitFor( () =>
			expect( screen.getByLabelText( /Your email/ ) ).toHaveFocus()
		);
	} );

	it.each( [
		[ 'acceptance_missing', 'unaccepted' ],
		[ 'spam', 'spam' ],
		[ 'aborted', 'aborted' ],
		[ 'payment_required', 'payment-required' ],
		[ 'waiting_list', 'custom-waiting-list' ],
	] )( 'shows status %s as class %s', async ( status, className ) => {
		mockRest( {
			feedback: () =>
				jsonResponse(
					reply( { status, message: `Reply ${ status }` } )
				),
		} );
		const user = userEvent.setup();
		render( <ContactForm { ...props } /> );
		await fillValid( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Send message' } )
		);
		await waitFor( () => expect( form() ).toHaveClass( className ) );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			`Reply ${ status }`
		);
	} );

	it.each( [
		[
			'offline',
			() => {
				throw new TypeError( 'Failed to fetch' );
			},
			'You are probably offline.',
		],
		[
			'a non-JSON reply',
			() => textResponse( '<html>Gateway</html>' ),
			'The response is not a valid JSON response.',
		],
		[
			'a 404 with the server’s message',
			() =>
				jsonResponse(
					{
						code: 'vitrine_form_not_found',
						message: 'The form was not found.',
					},
					404
				),
			'The form was not found.',
		],
	] )( 'tells the person when %s', async ( _case, feedback, text ) => {
		mockRest( { feedback } );
		const user = userEvent.setup();
		render( <ContactForm { ...props } /> );
		await fillValid( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Send message' } )
		);
		await waitFor( () =>
			expect( screen.getByRole( 'status' ) ).toHaveTextContent( text )
		);
		expect( form() ).toHaveClass( 'failed' );
		expect(
			screen.getByRole( 'button', { name: 'Send message' } )
		).toBeEnabled();
	} );

	it( 'fetches a token before sending when the refill on mount failed', async () => {
		let refills = 0;
		let body: FormData | undefined;
		mockRest( {
			refill: () => {
				refills++;
				if ( refills === 1 ) {
					throw new TypeError( 'Failed to fetch' );
				}
				return jsonResponse( {
					_vitrine_form_token: 'late.token',
					_vitrine_min_fill_time: 0,
				} );
			},
			feedback: ( data ) => {
				body = data;
				return jsonResponse( reply() );
			},
		} );
		const user = userEvent.setup();
		render( <ContactForm { ...props } /> );
		await waitFor( () => expect( refills ).toBe( 1 ) );
		await fillValid( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Send message' } )
		);
		await waitFor( () => expect( form() ).toHaveClass( 'sent' ) );
		expect( body?.get( '_vitrine_form_token' ) ).toBe( 'late.token' );
	} );

	it( 'holds a send asked for sooner than the minimum fill time after the token came', async () => {
		// The token arrives at 1 s; the server wants 3 s, counted in whole seconds: the widget
		// sends at 5 s at the earliest, never a message the server would hold as spam.
		let now = 1000;
		jest.spyOn( performance, 'now' ).mockImplementation( () => now );
		let refills = 0;
		let sentAt = 0;
		const server = mockRest( {
			refill: () => {
				refills++;
				return jsonResponse( {
					_vitrine_form_token: 'young.token',
					_vitrine_min_fill_time: 3,
				} );
			},
			feedback: () => {
				sentAt = Date.now();
				return jsonResponse( reply() );
			},
		} );
		try {
			const user = userEvent.setup();
			render( <ContactForm { ...props } /> );
			await waitFor( () => expect( refills ).toBe( 1 ) );
			await fillValid( user );
			now = 4900; // Sent 3.9 s after the token came: held for 0.1 s.
			const clickedAt = Date.now();
			await user.click(
				screen.getByRole( 'button', { name: 'Send message' } )
			);
			expect( feedbackCalls( server ) ).toHaveLength( 0 );
			await waitFor( () => expect( form() ).toHaveClass( 'sent' ) );
			expect( feedbackCalls( server ) ).toHaveLength( 1 );
			expect( sentAt - clickedAt ).toBeGreaterThanOrEqual( 95 );
			expect( refills ).toBe( 1 );
		} finally {
			jest.restoreAllMocks();
		}
	} );

	it( 'flags too long input on the counter', async () => {
		mockRest();
		const user = userEvent.setup();
		render( <ContactForm { ...props } /> );
		const message = screen.getByLabelText( /Message/ );
		await user.type( message, 'Hi' );
		const counter = document.getElementById(
			'wpcf7-f12-p3-o1-your-message-counter'
		);
		expect( counter ).toHaveClass( 'is-too-short' );
		expect( counter ).toHaveTextContent( '2 of 20 characters' );
		await user.type( message, ' there, this is long now' );
		expect( counter ).toHaveClass( 'is-too-long' );
		expect( counter ).not.toHaveClass( 'is-too-short' );
		expect( message ).toHaveAttribute(
			'aria-describedby',
			'wpcf7-f12-p3-o1-your-message-counter'
		);
	} );

	it( 'refuses to render inside another form', () => {
		mockRest();
		const outer = document.createElement( 'form' );
		document.body.appendChild( outer );
		render( <ContactForm { ...props } />, {
			container: outer.appendChild( document.createElement( 'div' ) ),
		} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Error: This contact form is placed in the wrong place.'
		);
		expect( document.querySelector( 'form.vitrine-form' ) ).toBeNull();
		outer.remove();
	} );
} );

describe( 'quiz', () => {
	const quizProps: ContactFormProps = {
		...props,
		fields: [
			{
				name: 'quiz-1',
				type: 'quiz',
				label: 'Quiz',
				quiz: [ [ 'Printed question?', 'printed-hash' ] ],
			},
		],
		schema: { rules: [] },
	};

	it( 'takes fresh quiz values from refill and sends the answer with its hash', async () => {
		let body: FormData | undefined;
		mockRest( {
			refill: () =>
				jsonResponse( {
					quiz: { 'quiz-1': [ 'What is 2 + 3?', 'fresh-hash' ] },
					_vitrine_form_token: 't.1',
					_vitrine_min_fill_time: 0,
				} ),
			feedback: ( data ) => {
				body = data;
				return jsonResponse( reply() );
			},
		} );
		const user = userEvent.setup();
		render( <ContactForm { ...quizProps } /> );
		expect(
			screen.getByLabelText( /Printed question\?/ )
		).toBeInTheDocument();
		const answer = await screen.findByLabelText( /What is 2 \+ 3\?/ );
		await user.type( answer, '5' );
		await user.click(
			screen.getByRole( 'button', { name: 'Send message' } )
		);
		await waitFor( () => expect( form() ).toHaveClass( 'sent' ) );
		expect( body?.get( 'quiz-1' ) ).toBe( '5' );
		expect( body?.get( '_wpcf7_quiz_answer_quiz-1' ) ).toBe( 'fresh-hash' );
	} );
} );

describe( 'choices', () => {
	const choiceProps: ContactFormProps = {
		...props,
		fields: [
			{
				name: 'contact-time',
				type: 'checkbox',
				label: 'Best time',
				options: [ 'Morning', 'Afternoon' ],
				exclusive: true,
			},
			{
				name: 'topics',
				type: 'checkbox',
				label: 'Topics',
				options: [ 'Design', 'Other' ],
				freeText: true,
			},
			{
				name: 'terms',
				type: 'acceptance',
				label: 'Terms',
				content: 'Terms',
				optional: true,
			},
			{
				name: 'no-ads',
				type: 'acceptance',
				label: 'Ads',
				content: 'Send me ads',
				invert: true,
			},
		],
		schema: { rules: [] },
	};

	it( 'allows one choice in an exclusive group', async () => {
		mockRest();
		const user = userEvent.setup();
		render( <ContactForm { ...choiceProps } /> );
		await user.click( screen.getByLabelText( 'Morning' ) );
		await user.click( screen.getByLabelText( 'Afternoon' ) );
		expect( screen.getByLabelText( 'Morning' ) ).not.toBeChecked();
		expect( screen.getByLabelText( 'Afternoon' ) ).toBeChecked();
		expect(
			screen.getByRole( 'group', { name: 'Best time' } )
		).toBeInTheDocument();
	} );

	it( 'enables free text only while its option is checked', async () => {
		mockRest();
		const user = userEvent.setup();
		render( <ContactForm { ...choiceProps } /> );
		const free = screen.getByLabelText( 'Other (please specify)' );
		expect( free ).toBeDisabled();
		await user.click( screen.getByLabelText( 'Other' ) );
		expect( free ).toBeEnabled();
		await user.type( free, 'Gardens' );
		await user.click( screen.getByLabelText( 'Other' ) );
		expect( free ).toBeDisabled();
	} );

	it( 'treats optional and inverted acceptance boxes as the reference does', async () => {
		mockRest();
		const user = userEvent.setup();
		render( <ContactForm { ...choiceProps } /> );
		const submit = screen.getByRole( 'button', { name: 'Send message' } );
		// Optional unticked and inverted unticked: nothing blocks.
		expect( submit ).toBeEnabled();
		await user.click( screen.getByLabelText( 'Send me ads' ) );
		expect( submit ).toBeDisabled();
	} );
} );

describe( 'parseContactFormProps', () => {
	it( 'accepts the props PHP prints and drops quiz answers and bad fields', () => {
		const parsed = parseContactFormProps( {
			...props,
			fields: [
				...props.fields,
				{
					name: 'quiz',
					type: 'quiz',
					label: 'Q',
					quiz: [ [ '1+1?', 'hash-of-two' ] ],
				},
				{ name: '1bad', type: 'text', label: 'Bad' },
				{ name: 'odd', type: 'marquee', label: 'Odd' },
			],
		} );
		expect( parsed?.fields.map( ( field ) => field.name ) ).toEqual( [
			'your-name',
			'your-email',
			'your-website',
			'your-message',
			'your-consent',
			'quiz',
		] );
		expect( parsed?.fields[ 5 ]?.quiz ).toEqual( [
			[ '1+1?', 'hash-of-two' ],
		] );
		expect( parsed?.schema.rules ).toHaveLength( 6 );
		expect( parsed?.honeypot ).toBe( 'your-website-url' );
	} );

	it( 'refuses props without an id, unit tag or fields', () => {
		expect( parseContactFormProps( null ) ).toBeNull();
		expect( parseContactFormProps( { ...props, id: 0 } ) ).toBeNull();
		expect( parseContactFormProps( { ...props, unitTag: 5 } ) ).toBeNull();
		expect( parseContactFormProps( { ...props, fields: [] } ) ).toBeNull();
	} );
} );
