<?php
/**
 * The checkout's few lines of script.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

defined( 'ABSPATH' ) || exit;

/**
 * Progressive enhancement of the checkout form, inline in the footer (too small for a file
 * and a request): "Place order" turns busy on submit (disabled, aria-busy, "Placing order…")
 * so a second click sends nothing, and comes back if the browser restores the page from its
 * back/forward cache; the error summary takes the focus, and its links focus the field they
 * name; a new country or shipping method recounts the totals (it presses the form's "Update
 * totals" button and puts the focus back where it was). Without it the form works the same: the server refuses a second order of one cart
 * ({@see CheckoutLock}) and the summary has `autofocus`.
 */
final class CheckoutScript {

	public const HANDLE = 'vitrine-checkout';

	/**
	 * The script.
	 */
	private const SCRIPT = <<<'JS'
( function () {
	var form = document.querySelector( 'form[data-vitrine-checkout]' );
	if ( ! form ) {
		return;
	}
	var button = form.querySelector( '.vitrine-checkout__place' );
	var label = button ? button.textContent : '';
	var idle = function () {
		form.removeAttribute( 'aria-busy' );
		if ( button ) {
			button.disabled = false;
			button.removeAttribute( 'aria-busy' );
			button.textContent = label;
		}
	};
	var update = form.querySelector( '[data-vitrine-update-totals]' );
	if ( update ) {
		update.hidden = true;
		form.addEventListener( 'change', function ( event ) {
			var target = event.target;
			if ( target.id === 'billing_country' || target.name === 'shipping_method' ) {
				try {
					window.sessionStorage.setItem( 'vitrineCheckoutFocus', target.id );
				} catch ( e ) {}
				form.setAttribute( 'aria-busy', 'true' );
				form.requestSubmit( update );
			}
		} );
		try {
			var again = window.sessionStorage.getItem( 'vitrineCheckoutFocus' );
			window.sessionStorage.removeItem( 'vitrineCheckoutFocus' );
			var field = again && document.getElementById( again );
			if ( field && ! document.querySelector( '.vitrine-checkout__errors' ) ) {
				field.focus();
			}
		} catch ( e ) {}
	}
	form.addEventListener( 'submit', function ( event ) {
		if ( event.submitter && event.submitter === update ) {
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
			button.textContent = button.getAttribute( 'data-busy-label' ) || label;
		}
	} );
	window.addEventListener( 'pageshow', function ( event ) {
		if ( event.persisted ) {
			idle();
		}
	} );
	var summary = document.querySelector( '.vitrine-checkout__errors' );
	if ( ! summary ) {
		return;
	}
	if ( document.activeElement !== summary ) {
		summary.focus();
	}
	summary.addEventListener( 'click', function ( event ) {
		var link = event.target.closest( 'a[href^="#"]' );
		var field = link && document.getElementById( link.getAttribute( 'href' ).slice( 1 ) );
		if ( field ) {
			event.preventDefault();
			field.focus();
		}
	} );
} )();
JS;

	/**
	 * Prints the script in the footer of this page.
	 */
	public static function enqueue(): void {
		if ( wp_script_is( self::HANDLE, 'enqueued' ) ) {
			return;
		}
		wp_register_script( self::HANDLE, false, array(), \Vitrine\VERSION, array( 'in_footer' => true ) );
		wp_add_inline_script( self::HANDLE, self::SCRIPT );
		wp_enqueue_script( self::HANDLE );
	}
}
