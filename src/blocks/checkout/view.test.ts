/**
 * The checkout's script on the server's markup (CheckoutView.php): the busy state, the back/
 * forward cache giving the button back, and the error summary leading to its fields.
 */

/**
 * Internal dependencies
 */
import { enhanceCheckout } from './view';

const FORM = `<form class="vitrine-checkout__form" method="post" action="/checkout/" data-vitrine-checkout>
	<label for="billing_email">Email</label><input id="billing_email" name="billing_email">
	<button type="submit" class="vitrine-checkout__place" data-busy-label="Placing order…">Place order</button>
</form>`;
const ERRORS = `<div class="vitrine-checkout__errors" role="alert" tabindex="-1">
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
		'.vitrine-checkout__errors'
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
