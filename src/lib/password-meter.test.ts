/**
 * Internal dependencies
 */
import { disallowedWords, meterVerdict } from './password-meter';

test.each( [
	// zxcvbn's score, password, confirmation, level, accepted by the server's rule
	[ 0, '', '', null, true ],
	[ 0, 'abc', '', 'short', false ],
	[ 1, 'Sommerabend', '', 'short', true ],
	[ 2, 'Sommerabend', '', 'bad', true ],
	[ 3, 'Harbour-Light-2027', '', 'good', true ],
	[ 4, 'Harbour-Light-2027', 'Harbour-Light-2027', 'strong', true ],
	// zxcvbn likes a long lowercase phrase; the site's rule refuses it, so it is not "Strong".
	[ 4, 'correct horse battery staple', '', 'bad', false ],
	[ 3, 'correct horse battery staple', '', 'bad', false ],
	[ 4, 'Harbour-Light-2027', 'Harbour', 'mismatch', true ],
] as const )(
	'zxcvbn %d for %j (confirmed %j) shows %j',
	( score, password, confirm, level, acceptable ) => {
		expect( meterVerdict( score, password, confirm ) ).toEqual( {
			level,
			acceptable,
		} );
	}
);

test( 'disallowed words are the long enough parts, each once', () => {
	expect(
		disallowedWords( [
			'My account – Vitrine',
			'http://localhost:8889/account/',
			'grace.hopper@example.test',
			'Grace',
		] )
	).toEqual( [
		'account',
		'Vitrine',
		'http',
		'localhost',
		'8889',
		'grace',
		'hopper',
		'example',
		'test',
		'Grace',
	] );
} );
