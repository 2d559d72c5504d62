/**
 * Internal dependencies
 */
import { loginOutcome, messageText, parseLoginReply } from './login-reply';

const here = 'https://shop.example/blog/post/';

describe( 'parseLoginReply', () => {
	it( 'reads the reference reply, with the code as a string or a number', () => {
		expect(
			parseLoginReply(
				'{"message":"<p>Hi</p>","code":"1","redirect":"/a"}'
			)
		).toEqual( { code: '1', message: '<p>Hi</p>', redirect: '/a' } );
		expect( parseLoginReply( '{"code":-1}' ) ).toEqual( {
			code: '-1',
			message: '',
			redirect: '',
		} );
	} );

	it.each( [ '', 'not json', '<html>', '[]', 'null', '{"message":"x"}' ] )(
		'is null for %j',
		( text ) => {
			expect( parseLoginReply( text ) ).toBeNull();
		}
	);
} );

describe( 'messageText', () => {
	it( 'drops tags and decodes entities', () => {
		expect(
			messageText(
				'<p class="is-error">Wrong &amp; <strong>bad</strong> &#8230; &#x2019;</p>'
			)
		).toBe( 'Wrong & bad … ’' );
		expect( messageText( '<img src=x onerror=alert(1)>Hello' ) ).toBe(
			'Hello'
		);
	} );
} );

describe( 'loginOutcome', () => {
	const ok = ( redirect: string ) =>
		loginOutcome( { code: '1', message: '<p>In</p>', redirect }, here );

	it( 'reloads without a redirect or when it is the current address', () => {
		expect( ok( '' ) ).toEqual( { kind: 'reload', message: 'In' } );
		expect( ok( here ) ).toMatchObject( { kind: 'reload' } );
		expect( ok( '/blog/post/' ) ).toMatchObject( { kind: 'reload' } );
		expect( ok( '/blog/post/#top' ) ).toMatchObject( { kind: 'reload' } );
	} );

	it( 'goes to a different address on the same site', () => {
		expect( ok( '/shop/' ) ).toEqual( {
			kind: 'redirect',
			url: 'https://shop.example/shop/',
			message: 'In',
		} );
	} );

	it( 'never leaves the site', () => {
		expect( ok( 'https://evil.example/' ) ).toMatchObject( {
			kind: 'reload',
		} );
		expect( ok( '//evil.example/' ) ).toMatchObject( { kind: 'reload' } );
	} );

	it( 'shows the message for any other code', () => {
		expect(
			loginOutcome(
				{ code: '-1', message: '<p>Nope</p>', redirect: '/x' },
				here
			)
		).toEqual( { kind: 'error', message: 'Nope' } );
		expect(
			loginOutcome( { code: '0', message: '', redirect: '' }, here )
		).toEqual( { kind: 'error', message: '' } );
	} );
} );
