/**
 * Internal dependencies
 */
import { parseWidgetProps } from './widget-props';

describe( 'parseWidgetProps', () => {
	it( 'reads a JSON object', () => {
		expect(
			parseWidgetProps( '{"postId":4,"title":"A \\"quoted\\" title"}' )
		).toEqual( {
			postId: 4,
			title: 'A "quoted" title',
		} );
	} );

	it( 'treats a missing or empty attribute as no props', () => {
		expect( parseWidgetProps( undefined ) ).toEqual( {} );
		expect( parseWidgetProps( '  ' ) ).toEqual( {} );
	} );

	it.each( [ '[1,2]', 'null', '42', '{oops', '"text"' ] )(
		'refuses %p',
		( json ) => {
			expect( parseWidgetProps( json ) ).toBeUndefined();
		}
	);
} );
