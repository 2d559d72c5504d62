/**
 * The new-password strength meter's behaviour (plugin/src/Account/PasswordStrengthMeter.php),
 * bundled into the scripts of the pages that show one (the account page's and the checkout's
 * view scripts): core's zxcvbn (wp-includes/js/zxcvbn.min.js, about 800 KB) loads only when the
 * visitor focuses or types in the field, never with the page; its levels are core's translated
 * ones ("Very weak" to "Strong"), held to the server's rule (meterVerdict), and the live region
 * speaks only when the level changes. Without this script nothing is lost: the meter stays
 * hidden and the server checks the same rule (`Vitrine\Account\PasswordStrength`).
 */

/**
 * Internal dependencies
 */
import { disallowedWords, meterVerdict } from '../../lib/password-meter';

declare global {
	interface Window {
		zxcvbn?: ( password: string, words: string[] ) => { score: number };
	}
}

/**
 * Loads a script once; resolves when it ran.
 * @param doc The page.
 * @param src Its address.
 */
function loadScript( doc: Document, src: string ): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		const script = doc.createElement( 'script' );
		script.src = src;
		script.async = true;
		script.addEventListener( 'load', () => resolve() );
		script.addEventListener( 'error', () => reject( new Error( src ) ) );
		doc.head.append( script );
	} );
}

/**
 * What the visitor typed in the fields a meter names (`data-words-from`: ids, space-separated),
 * so that a password made of their own name or email counts as guessable.
 * @param doc   The page.
 * @param meter The meter.
 */
function typedWords( doc: Document, meter: HTMLElement ): string[] {
	return ( meter.dataset.wordsFrom ?? '' )
		.split( ' ' )
		.map( ( id ) => doc.getElementById( id ) )
		.map( ( field ) =>
			field instanceof HTMLInputElement ? field.value : ''
		);
}

/**
 * Sets up the strength meter of each password field that has one.
 * @param doc The page.
 * @return How many meters were set up.
 */
export function enhanceStrengthMeters( doc: Document ): number {
	const meters = doc.querySelectorAll< HTMLElement >(
		'[data-vitrine-password-strength]'
	);
	meters.forEach( ( meter ) => {
		const field = doc.getElementById( meter.dataset.for ?? '' );
		if ( ! ( field instanceof HTMLInputElement ) ) {
			return;
		}
		const confirm = doc.getElementById( meter.dataset.confirm ?? '' );
		const text = meter.querySelector( '.vitrine-password-strength__text' );
		const labels = JSON.parse( meter.dataset.labels ?? '{}' ) as Record<
			string,
			string
		>;
		const words = JSON.parse( meter.dataset.words ?? '[]' ) as string[];
		let loading: Promise< void > | null = null;

		const update = () => {
			const zxcvbn = doc.defaultView?.zxcvbn;
			if ( ! zxcvbn || ! text ) {
				return;
			}
			const password = field.value;
			const again =
				confirm instanceof HTMLInputElement ? confirm.value : '';
			const score = password
				? zxcvbn(
						password,
						disallowedWords( [
							doc.title,
							doc.location.host,
							...words,
							...typedWords( doc, meter ),
						] )
					).score
				: 0;
			const verdict = meterVerdict( score, password, again );
			// The bar's colour and length (style.css).
			meter.dataset.level = verdict.level ?? '';
			let message = verdict.level
				? ( meter.dataset.template ?? '%s' ).replace(
						'%s',
						labels[ verdict.level ] ?? ''
					)
				: '';
			if ( verdict.level && ! verdict.acceptable ) {
				message += ' ' + ( meter.dataset.tooWeak ?? '' );
			}
			// Only a change is written, so the live region speaks only then.
			if ( text.textContent !== message ) {
				text.textContent = message;
			}
		};

		const start = () => {
			if ( ! loading ) {
				loading = doc.defaultView?.zxcvbn
					? Promise.resolve()
					: loadScript( doc, meter.dataset.src ?? '' );
				// No meter when the file cannot load: the server still checks.
				loading.then( update, () => undefined );
			}
		};
		field.addEventListener( 'focus', start );
		field.addEventListener( 'input', () => {
			start();
			update();
		} );
		confirm?.addEventListener( 'input', update );
		meter.hidden = false;
	} );
	return meters.length;
}
