/**
 * The generic URL helper of docs/product-spec.md §5 ("Other"): the shape of an email address,
 * of a phone number and whether a URL parses. These are looser than the contact form's rules
 * (`src/lib/swv/formats.ts`, WordPress's `is_email()` and Contact Form 7's tel rule), and meant
 * for links a visitor or an editor types (a `mailto:`, `tel:` or web link), not for form
 * validation: the spec's shop shows no form rules using them. The same three checks as
 * `@wordpress/url` (`isEmail`, `isPhoneNumber`, `isURL`), kept here so a front-end chunk
 * needs no `wp-url` script for them.
 */

const EMAIL_SHAPE =
	/^(mailto:)?[a-z0-9._%+-]+@[a-z0-9][a-z0-9.-]*\.[a-z]{2,63}$/i;

/** 6 to 15 digits, an optional `+`, optionally as a `tel:` link. */
const PHONE_SHAPE = /^(tel:)?\+?\d{6,15}$/;

/** Separators people type inside phone numbers: hyphens, dots, parentheses, spaces. */
const PHONE_SEPARATORS = /[-.() ]/g;

/**
 * Whether a text has the shape of an email address (`name@example.org`, or the same as a
 * `mailto:` link).
 * @param value Text to check.
 */
export function isEmailShape( value: string ): boolean {
	return EMAIL_SHAPE.test( value.trim() );
}

/**
 * Whether a text has the shape of a phone number once its separators are dropped: an
 * optional `+` and 6 to 15 digits (`+49 30 1234-5678`, `(030) 123 456`, `tel:+4930123456`).
 * @param value Text to check.
 */
export function isPhoneShape( value: string ): boolean {
	return PHONE_SHAPE.test( value.trim().replace( PHONE_SEPARATORS, '' ) );
}

/**
 * Whether a text is a complete URL the browser can parse (a scheme and what it needs:
 * `https://example.org/a`, `mailto:a@example.org`); a relative address is not.
 * @param value Text to check.
 */
export function isValidUrl( value: string ): boolean {
	if ( value.trim() === '' || /\s/.test( value.trim() ) ) {
		return false;
	}
	try {
		new URL( value.trim() );
		return true;
	} catch {
		return false;
	}
}
