/**
 * Internal dependencies
 */
import { renderWidget } from './react-root';
import { renderLikeABrowser } from './test-utils';

renderLikeABrowser();
afterEach( () => {
	document.body.innerHTML = '';
} );

function busyFor( milliseconds: number ): void {
	const end = performance.now() + milliseconds;
	while ( performance.now() < end ) {
		// A slow component: the work a large form's render does on a phone.
	}
}

describe( 'renderWidget', () => {
	it( 'lets the browser in between the slices of a long render', async () => {
		let turns = 0;
		const ticker = setInterval( () => turns++, 0 );
		const turnsSeen: number[] = [];
		const Field = () => {
			busyFor( 2 );
			turnsSeen.push( turns );
			return <span>field</span>;
		};
		const Form = () => (
			<>
				{ Array.from( { length: 40 }, ( _, index ) => (
					<Field key={ index } />
				) ) }
			</>
		);
		const element = document.createElement( 'div' );
		document.body.append( element );

		await renderWidget( element, 'form', Form, {} );
		clearInterval( ticker );

		expect( element.querySelectorAll( 'span' ) ).toHaveLength( 40 );
		// In one task, every field would have seen the same count.
		expect( turnsSeen[ turnsSeen.length - 1 ] ).toBeGreaterThan(
			turnsSeen[ 0 ]!
		);
	} );

	it( 'settles once the widget is on the page and its effects have run', async () => {
		const { useEffect } = require( '@wordpress/element' );
		const effects: string[] = [];
		const Armed = () => {
			useEffect( () => {
				effects.push( 'armed' );
			}, [] );
			return <p>Armed</p>;
		};
		const element = document.createElement( 'div' );
		element.innerHTML = 'fallback';
		document.body.append( element );

		const rendered = renderWidget( element, 'armed', Armed, {} );
		expect( element ).toHaveTextContent( 'fallback' );
		await rendered;

		expect( element ).toHaveTextContent( 'Armed' );
		expect( effects ).toEqual( [ 'armed' ] );
	} );
} );
