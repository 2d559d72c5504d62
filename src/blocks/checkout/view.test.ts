/**
 * The checkout's script on the server's markup (CheckoutView.php): the busy state, the back/
 * forward cache giving the button back, the error summary leading to its fields, and the
 * password's strength meter.
 */

/**
 * Internal dependencies
 */
import { enhanceCheckout } from './view';

const FORM = `<form class="vitrine-checkout__form" method="post" action="/checkout/" data-vitrine-checkout>
	<label for="billing_email">Email</label><input id="billing_email" name="billing_email">
	<button type="submit" class="vitrine-checkout__place" data-busy-label="Placing order…">Place order</button>
</form>`;
const ERRORS = `<div class="vitrine-error-summary" role="alert" tabindex="-1" data-vitrine-error-summary>
	<ul><li><a href="#billing_email">Email is not valid.</a></li><li><a href="#nowhere">Gone.</a></li></ul>
</div>`;

/**
 * Submits the form as a click on its button would, and says whether the submission went on.
 * @param form
 */
function submit( form: HTMLFormElement ): boolean {
	return form.dispatchEvent(
		new Event( 'submit', { bubbles: true, cancelable: true } )
	);
}

afterEach( () => {
	document.body.innerHTML = '';
} );

test( 'finds nothing to do on a page without the checkout form', () => {
	document.body.innerHTML = '<form><button>Go</button></form>';
	expect( enhanceCheckout( document ) ).toBe( false );
} );

test( 'a submit makes "Place order" busy, and a second submit sends nothing', () => {
	document.body.innerHTML = FORM;
	enhanceCheckout( document );
	const form = document.querySelector( 'form' )!;
	const button = document.querySelector( 'button' )!;
	expect( submit( form ) ).toBe( true );
	expect( form ).toHaveAttribute( 'aria-busy', 'true' );
	expect( button ).toBeDisabled();
	expect( button ).toHaveAttribute( 'aria-busy', 'true' );
	expect( button ).toHaveTextContent( 'Placing order…' );
	expect( submit( form ) ).toBe( false );
} );

test( 'a page restored from the back/forward cache is usable again; a fresh load changes nothing', () => {
	document.body.innerHTML = FORM;
	enhanceCheckout( document );
	const form = document.querySelector( 'form' )!;
	const button = document.querySelector( 'button' )!;
	submit( form );
	window.dispatchEvent(
		new PageTransitionEvent( 'pageshow', { persisted: false } )
	);
	expect( button ).toBeDisabled();
	window.dispatchEvent(
		new PageTransitionEvent( 'pageshow', { persisted: true } )
	);
	expect( form ).not.toHaveAttribute( 'aria-busy' );
	expect( button ).toBeEnabled();
	expect( button ).not.toHaveAttribute( 'aria-busy' );
	expect( button ).toHaveTextContent( 'Place order' );
	expect( submit( form ) ).toBe( true );
} );

test( 'keeps the label when the button names no busy label', () => {
	document.body.innerHTML = FORM.replace(
		' data-busy-label="Placing order…"',
		''
	);
	enhanceCheckout( document );
	submit( document.querySelector( 'form' )! );
	expect( document.querySelector( 'button' ) ).toHaveTextContent(
		'Place order'
	);
} );

test( 'the error summary takes the focus and its links focus the field they name', () => {
	document.body.innerHTML = ERRORS + FORM;
	enhanceCheckout( document );
	const summary = document.querySelector< HTMLElement >(
		'.vitrine-error-summary'
	)!;
	expect( summary ).toHaveFocus();
	const link = document.querySelector< HTMLAnchorElement >(
		'a[href="#billing_email"]'
	)!;
	const followed = link.dispatchEvent(
		new MouseEvent( 'click', { bubbles: true, cancelable: true } )
	);
	expect( followed ).toBe( false );
	expect( document.getElementById( 'billing_email' ) ).toHaveFocus();

	// A link to no field is left to the browser.
	const stray = document.querySelector( 'a[href="#nowhere"]' )!;
	expect(
		stray.dispatchEvent(
			new MouseEvent( 'click', { bubbles: true, cancelable: true } )
		)
	).toBe( true );
} );

const RECOUNT = `<form class="vitrine-checkout__form" method="post" action="/checkout/" data-vitrine-checkout>
	<select id="billing_country" name="billing_country"><option value="DE">Germany</option><option value="AT">Austria</option></select>
	<input type="radio" id="shipping_flat" name="shipping_method" value="flat">
	<input id="billing_city" name="billing_city">
	<button type="submit" name="vitrine_update_totals" value="1" data-vitrine-update-totals>Update totals</button>
	<button type="submit" class="vitrine-checkout__place" data-busy-label="Placing order…">Place order</button>
</form>`;

test( 'a new country or shipping method recounts the totals with the hidden update button, then the focus comes back', () => {
	document.body.innerHTML = RECOUNT;
	const form = document.querySelector( 'form' )!;
	const sent: Array< HTMLElement | null > = [];
	form.requestSubmit = ( submitter ) => {
		sent.push( submitter ?? null );
	};
	enhanceCheckout( document );
	const update = document.querySelector< HTMLButtonElement >(
		'[data-vitrine-update-totals]'
	)!;
	expect( update.hidden ).toBe( true );

	// Another field changes nothing.
	document
		.getElementById( 'billing_city' )!
		.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	expect( sent ).toEqual( [] );

	document
		.getElementById( 'billing_country' )!
		.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	expect( sent ).toEqual( [ update ] );
	expect( form ).toHaveAttribute( 'aria-busy', 'true' );
	document
		.getElementById( 'shipping_flat' )!
		.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	expect( sent ).toEqual( [ update, update ] );

	// The reloaded page: the focus goes back to the field last changed.
	document.body.innerHTML = RECOUNT;
	enhanceCheckout( document );
	const field = document.getElementById( 'shipping_flat' )!;
	expect( field.ownerDocument.activeElement ).toBe( field );
	expect( window.sessionStorage.getItem( 'vitrineCheckoutFocus' ) ).toBe(
		null
	);
} );

test( 'recounting the totals is not placing the order: "Place order" stays ready', () => {
	document.body.innerHTML = RECOUNT;
	enhanceCheckout( document );
	const form = document.querySelector( 'form' )!;
	const update = document.querySelector< HTMLButtonElement >(
		'[data-vitrine-update-totals]'
	)!;
	const recount = new SubmitEvent( 'submit', {
		bubbles: true,
		cancelable: true,
		submitter: update,
	} );
	expect( form.dispatchEvent( recount ) ).toBe( true );
	expect(
		document.querySelector( '.vitrine-checkout__place' )
	).not.toBeDisabled();
} );

test( '"Create account password" gets the shared strength meter, zxcvbn asked for on focus only', () => {
	document.body.innerHTML = `<form class="vitrine-checkout__form" method="post" action="/checkout/" data-vitrine-checkout>
	<input type="password" id="account_password" name="account_password">
	<div class="vitrine-password-strength" data-vitrine-password-strength data-for="account_password" data-src="/wp-includes/js/zxcvbn.min.js" data-labels="{}" data-words="[]" data-words-from="billing_email" hidden><p class="vitrine-password-strength__text" id="account_password-strength" aria-live="polite"></p></div>
	<button type="submit" class="vitrine-checkout__place" data-busy-label="Placing order…">Place order</button>
</form>`;
	enhanceCheckout( document );
	expect(
		document.querySelector( '[data-vitrine-password-strength]' )
	).not.toHaveAttribute( 'hidden' );
	expect( document.querySelector( 'script[src*="zxcvbn"]' ) ).toBeNull();
	document
		.getElementById( 'account_password' )!
		.dispatchEvent( new Event( 'focus' ) );
	expect( document.querySelector( 'script[src*="zxcvbn"]' ) ).not.toBeNull();
	document.head.innerHTML = '';
} );
