/**
 * External dependencies
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

/*
 * How long findBy…/waitFor wait for what a test expects. npm test runs jest beside the test
 * site's install on two cores: a lazily imported chunk (the off-canvas panel, the contact form's
 * token call) took over the default second there, and a test failed that passes alone. Waiting
 * longer costs nothing when the expected state comes sooner.
 */
configure( { asyncUtilTimeout: 5000 } );

/*
 * jsdom has <dialog> but not its methods (jsdom/jsdom#3294). This stand-in opens and closes
 * it (the `open` attribute, the `close` event) and notes whether it is modal; what the browser
 * adds (focus kept inside, the page inert, the top layer) is for the browser tests to check.
 */
declare global {
	interface HTMLDialogElement {
		/** Set by the stand-in below: opened with showModal(). */
		testModal?: boolean;
	}
}

if ( typeof HTMLDialogElement !== 'undefined' ) {
	const dialog = HTMLDialogElement.prototype;
	dialog.showModal ??= function ( this: HTMLDialogElement ) {
		this.testModal = true;
		this.setAttribute( 'open', '' );
	};
	dialog.show ??= function ( this: HTMLDialogElement ) {
		this.setAttribute( 'open', '' );
	};
	dialog.close ??= function ( this: HTMLDialogElement ) {
		if ( ! this.hasAttribute( 'open' ) ) {
			return;
		}
		this.testModal = false;
		this.removeAttribute( 'open' );
		this.dispatchEvent( new Event( 'close' ) );
	};
}
