/**
 * The shared strength meter on the server's markup (plugin/src/Account/PasswordStrengthMeter.php):
 * zxcvbn asked for only once the field is used, the level and the server's refusal told in the
 * live region, and the guest's typed name and email counted as guessable.
 */

/**
 * Internal dependencies
 */
import { enhanceStrengthMeters } from './meter';

const LABELS = JSON.stringify( {
	short: 'Very weak',
	bad: 'Weak',
	good: 'Medium',
	strong: 'Strong',
	mismatch: 'Mismatch',
} ).replace( /"/g, '&quot;' );

/**
 * The meter as the server prints it after its field.
 * @param extra More attributes (`data-confirm`, `data-words-from`).
 */
const meter = ( extra = '' ) =>
	`<div class="vitrine-password-strength" data-vitrine-password-strength data-for="pass" data-src="/wp-includes/js/zxcvbn.min.js" data-labels="${ LABELS }" data-words="[&quot;Vitrine&quot;]"${ extra } data-template="Password strength: %s" data-too-weak="Too weak." hidden><div class="vitrine-password-strength__bar" aria-hidden="true"><span></span><span></span><span></span><span></span></div><p class="vitrine-password-strength__text" id="pass-strength" aria-live="polite"></p></div>`;

/**
 * Types a value into a field as a visitor would.
 * @param id    The field's id.
 * @param value What to type.
 */
function type( id: string, value: string ) {
	const field = document.getElementById( id ) as HTMLInputElement;
	field.value = value;
	field.dispatchEvent( new Event( 'input', { bubbles: true } ) );
}

const text = () =>
	document.querySelector( '.vitrine-password-strength__text' )!.textContent;
const level = () =>
	(
		document.querySelector(
			'[data-vitrine-password-strength]'
		) as HTMLElement
	 ).dataset.level;
const zxcvbnScripts = () =>
	document.querySelectorAll( 'script[src$="zxcvbn.min.js"]' ).length;

afterEach( () => {
	document.body.innerHTML = '';
	document.head.innerHTML = '';
	delete window.zxcvbn;
} );

test( 'shows the meter, and asks for zxcvbn only on the first focus, once', () => {
	document.body.innerHTML = `<input type="password" id="pass">${ meter() }`;
	expect( enhanceStrengthMeters( document ) ).toBe( 1 );
	expect(
		document.querySelector( '[data-vitrine-password-strength]' )
	).not.toHaveAttribute( 'hidden' );
	expect( zxcvbnScripts() ).toBe( 0 );

	const field = document.getElementById( 'pass' )!;
	field.dispatchEvent( new Event( 'focus' ) );
	field.dispatchEvent( new Event( 'focus' ) );
	type( 'pass', 'a' );
	expect( zxcvbnScripts() ).toBe( 1 );
	// Until zxcvbn has run, nothing is said.
	expect( text() ).toBe( '' );
} );

test( 'tells the level, and the server rule’s refusal under it, in the live region', () => {
	window.zxcvbn = ( password ) => ( {
		score: password.length > 12 ? 4 : 0,
	} );
	document.body.innerHTML = `<input type="password" id="pass">${ meter() }`;
	enhanceStrengthMeters( document );

	type( 'pass', 'weakling' );
	expect( level() ).toBe( 'short' );
	expect( text() ).toBe( 'Password strength: Very weak Too weak.' );

	type( 'pass', 'Harbour-Light-2027' );
	expect( level() ).toBe( 'strong' );
	expect( text() ).toBe( 'Password strength: Strong' );

	// zxcvbn likes a long lowercase phrase; the site's rule does not.
	type( 'pass', 'correcthorsebatterystaple' );
	expect( level() ).toBe( 'bad' );
	expect( text() ).toBe( 'Password strength: Weak Too weak.' );

	type( 'pass', '' );
	expect( text() ).toBe( '' );
	expect( zxcvbnScripts() ).toBe( 0 );
} );

test( 'a confirmation that differs is told first', () => {
	window.zxcvbn = () => ( { score: 4 } );
	document.body.innerHTML = `<input type="password" id="pass"><input type="password" id="again">${ meter(
		' data-confirm="again"'
	) }`;
	enhanceStrengthMeters( document );
	type( 'pass', 'Harbour-Light-2027' );
	type( 'again', 'Harbour-Light-2028' );
	expect( level() ).toBe( 'mismatch' );
	expect( text() ).toBe( 'Password strength: Mismatch' );
} );

test( 'what the visitor typed in the named fields counts as guessable', () => {
	const words: string[][] = [];
	window.zxcvbn = ( password, given ) => {
		words.push( given );
		return { score: 4 };
	};
	document.body.innerHTML = `<input id="billing_first_name" value="Mabel"><input id="billing_email" value="mabel.tester@example.com"><input type="password" id="pass">${ meter(
		' data-words-from="billing_first_name billing_email billing_gone"'
	) }`;
	enhanceStrengthMeters( document );
	type( 'pass', 'Harbour-Light-2027' );
	expect( words[ words.length - 1 ] ).toEqual(
		expect.arrayContaining( [
			'Vitrine',
			'Mabel',
			'mabel',
			'tester',
			'example',
		] )
	);
} );
