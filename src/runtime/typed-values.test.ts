/**
 * Internal dependencies
 */
import { carryTypedValues } from './typed-values';

afterEach( () => {
	document.body.innerHTML = '';
} );

/** A mount point with the server's form, and the field the widget draws in its place. */
function mountPoint( fallback: string ): HTMLElement {
	const element = document.createElement( 'div' );
	element.innerHTML = fallback;
	document.body.append( element );
	return element;
}

const replaceWith = ( element: HTMLElement, html: string ): void => {
	element.innerHTML = html;
};

describe( 'carryTypedValues', () => {
	it( 'leaves alone what the visitor did not change: the server’s defaults and hidden fields', () => {
		const element = mountPoint(
			'<input name="city" value="Brest"><input type="hidden" name="token" value="old">'
		);
		const carry = carryTypedValues( element );
		replaceWith(
			element,
			'<input name="city" value="Paris"><input type="hidden" name="token" value="new">'
		);
		carry();

		expect(
			element.querySelector< HTMLInputElement >( '[name="city"]' )!.value
		).toBe( 'Paris' );
		expect(
			element.querySelector< HTMLInputElement >( '[name="token"]' )!.value
		).toBe( 'new' );
	} );

	it( 'leaves a list of several choices to the widget rather than keep only one of them', () => {
		const element = mountPoint(
			'<select name="days" multiple><option>Mon</option><option>Tue</option></select>'
		);
		const carry = carryTypedValues( element );
		element
			.querySelectorAll( 'option' )
			.forEach( ( option ) => ( option.selected = true ) );
		element
			.querySelector( 'select' )!
			.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		replaceWith(
			element,
			'<select name="days" multiple><option>Mon</option><option selected>Tue</option></select>'
		);
		carry();

		expect(
			Array.from(
				element.querySelector( 'select' )!.selectedOptions,
				( option ) => option.value
			)
		).toEqual( [ 'Tue' ] );
	} );

	it( 'gives the focus back only if the visitor did not move on', () => {
		const element = mountPoint( '<input name="email">' );
		const elsewhere = document.createElement( 'button' );
		document.body.append( elsewhere );
		element.querySelector< HTMLInputElement >( 'input' )!.focus();
		const carry = carryTypedValues( element );
		elsewhere.focus();
		replaceWith( element, '<input name="email">' );
		carry();

		expect( elsewhere ).toHaveFocus();
	} );

	it( 'carries the visitor’s choice in a group of radios', () => {
		const element = mountPoint(
			'<input type="radio" name="size" value="s" checked><input type="radio" name="size" value="l">'
		);
		const carry = carryTypedValues( element );
		element.querySelector< HTMLInputElement >( '[value="l"]' )!.click();
		replaceWith(
			element,
			'<input type="radio" name="size" value="s" checked><input type="radio" name="size" value="l">'
		);
		carry();

		expect(
			element.querySelector< HTMLInputElement >( '[value="l"]' )!.checked
		).toBe( true );
	} );
} );
