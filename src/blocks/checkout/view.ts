/**
 * The checkout form's progressive enhancement, the block's `viewScript` (block.json), loaded
 * with the form (deferred, no dependency): "Place order" turns busy on submit (disabled,
 * `aria-busy`, its `data-busy-label`, "Placing order…") so a second click sends nothing, and
 * comes back when the browser restores the page from its back/forward cache; the shared error
 * summary takes the focus, and its links focus the field they name (enhanceErrorSummary). Without it the form works the
 * same: the server refuses a second order of one cart (`CheckoutLock`) and the summary has
 * `autofocus`. A new country or shipping method recounts the totals (recountOnChange). "Create
 * account password" gets the account page's strength meter (enhanceStrengthMeters: zxcvbn loaded
 * only once the guest uses the field). No React and no runtime: it is the checkout's only script.
 */

/**
 * Internal dependencies
 */
import { enhanceErrorSummary } from '../../widgets/error-summary/enhance';
import { enhanceStrengthMeters } from '../../widgets/password-strength/meter';

/**
 * Enhances the checkout form of `doc`, if it has one.
 * @param doc The page.
 * @return Whether a checkout form was found.
 */
export function enhanceCheckout( doc: Document ): boolean {
	const form = doc.querySelector< HTMLFormElement >(
		'form[data-vitrine-checkout]'
	);
	if ( ! form ) {
		return false;
	}
	const button = form.querySelector< HTMLButtonElement >(
		'.vitrine-checkout__place'
	);
	const label = button?.textContent ?? '';
	const update = recountOnChange( doc, form );

	form.addEventListener( 'submit', ( event ) => {
		// Recounting the totals is not placing the order.
		if ( update && event.submitter === update ) {
			return;
		}
		if ( form.getAttribute( 'aria-busy' ) === 'true' ) {
			event.preventDefault();
			return;
		}
		form.setAttribute( 'aria-busy', 'true' );
		if ( button ) {
			button.disabled = true;
			button.setAttribute( 'aria-busy', 'true' );
			button.textContent =
				button.getAttribute( 'data-busy-label' ) || label;
		}
	} );

	// A page restored from the back/forward cache keeps the busy state it was left in.
	doc.defaultView?.addEventListener( 'pageshow', ( event ) => {
		if ( ! event.persisted ) {
			return;
		}
		form.removeAttribute( 'aria-busy' );
		if ( button ) {
			button.disabled = false;
			button.removeAttribute( 'aria-busy' );
			button.textContent = label;
		}
	} );

	enhanceErrorSummary( doc );
	enhanceStrengthMeters( doc );
	return true;
}

/** Where the focus was when the totals were recounted (the page reloads). */
const FOCUS_KEY = 'vitrineCheckoutFocus';

/**
 * A new country or shipping method recounts the totals: the form's "Update totals" button
 * (what a visitor without JavaScript presses) is pressed for them and hidden, and after the
 * reload the focus goes back to the field they changed, unless the error summary takes it.
 * @param doc  The page.
 * @param form The checkout form.
 * @return The update button, or null when the form has none (no zone or rate to recount).
 */
function recountOnChange(
	doc: Document,
	form: HTMLFormElement
): HTMLButtonElement | null {
	const update = form.querySelector< HTMLButtonElement >(
		'[data-vitrine-update-totals]'
	);
	if ( ! update ) {
		return null;
	}
	update.hidden = true;
	const storage = doc.defaultView?.sessionStorage;
	form.addEventListener( 'change', ( event ) => {
		const target = event.target;
		if (
			target instanceof HTMLElement &&
			( target.id === 'billing_country' ||
				target.getAttribute( 'name' ) === 'shipping_method' )
		) {
			try {
				storage?.setItem( FOCUS_KEY, target.id );
			} catch {
				// Storage refused (private mode): the focus starts at the top.
			}
			form.setAttribute( 'aria-busy', 'true' );
			form.requestSubmit( update );
		}
	} );
	try {
		const again = storage?.getItem( FOCUS_KEY );
		storage?.removeItem( FOCUS_KEY );
		const field = again ? doc.getElementById( again ) : null;
		if ( field && ! doc.querySelector( '[data-vitrine-error-summary]' ) ) {
			field.focus();
		}
	} catch {
		// As above.
	}
	return update;
}

enhanceCheckout( document );
