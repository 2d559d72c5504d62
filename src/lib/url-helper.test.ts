/**
 * Internal dependencies
 */
import { isEmailShape, isPhoneShape, isValidUrl } from './url-helper';

describe( 'isEmailShape', () => {
	it.each( [
		'anna@example.org',
		'first.last+tag@mail.example.co.uk',
		'mailto:anna@example.org',
		' anna@example.org ',
	] )( 'accepts %p', ( value ) => {
		expect( isEmailShape( value ) ).toBe( true );
	} );

	it.each( [
		'',
		'anna',
		'anna@',
		'@example.org',
		'anna@example',
		'anna@@example.org',
		'anna example@example.org',
		'anna@-example.org',
		'anna@example.o',
	] )( 'refuses %p', ( value ) => {
		expect( isEmailShape( value ) ).toBe( false );
	} );
} );

describe( 'isPhoneShape: 6 to 15 digits, an optional plus', () => {
	it.each( [
		'123456',
		'123456789012345',
		'+4930123456',
		'+49 30 1234-5678',
		'(030) 123.456',
		'tel:+4930123456',
	] )( 'accepts %p', ( value ) => {
		expect( isPhoneShape( value ) ).toBe( true );
	} );

	it.each( [
		'',
		'12345',
		'1234567890123456',
		'++4930123456',
		'49+30123456',
		'030 123 456 ext 7',
		'call 030123456',
	] )( 'refuses %p', ( value ) => {
		expect( isPhoneShape( value ) ).toBe( false );
	} );
} );

describe( 'isValidUrl', () => {
	it.each( [
		'https://example.org',
		'http://example.org/a/b?c=d#e',
		'mailto:anna@example.org',
		'tel:+4930123456',
	] )( 'accepts %p', ( value ) => {
		expect( isValidUrl( value ) ).toBe( true );
	} );

	it.each( [
		'',
		'   ',
		'example.org',
		'/relative/path',
		'https://',
		'https://exa mple.org',
	] )( 'refuses %p', ( value ) => {
		expect( isValidUrl( value ) ).toBe( false );
	} );
} );
