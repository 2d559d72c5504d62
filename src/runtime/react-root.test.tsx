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

	it( 'keeps what the visitor typed into the server’s form before the widget replaced it', async () => {
		const { useState } = require( '@wordpress/element' );
		const Form = () => {
			const [ name, setName ] = useState( '' );
			const [ topic, setTopic ] = useState( 'order' );
			const [ agreed, setAgreed ] = useState( false );
			return (
				<form>
					<input
						name="your-name"
						value={ name }
						onChange={ ( event: { target: HTMLInputElement } ) =>
							setName( event.target.value )
						}
					/>
					<select
						name="topic"
						value={ topic }
						onChange={ ( event: { target: HTMLSelectElement } ) =>
							setTopic( event.target.value )
						}
					>
						<option value="order">Order</option>
						<option value="press">Press</option>
					</select>
					<input
						type="checkbox"
						name="consent"
						value="1"
						checked={ agreed }
						onChange={ () => setAgreed( ! agreed ) }
					/>
					<output>{ `${ name }|${ topic }|${ agreed }` }</output>
				</form>
			);
		};
		const element = document.createElement( 'div' );
		element.innerHTML =
			'<form><input name="your-name"><select name="topic"><option value="order">Order</option><option value="press">Press</option></select><input type="checkbox" name="consent" value="1"></form>';
		document.body.append( element );

		const rendered = renderWidget( element, 'form', Form, {} );
		const fallbackName =
			element.querySelector< HTMLInputElement >( '[name="your-name"]' )!;
		fallbackName.focus();
		fallbackName.value = 'Ada';
		fallbackName.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		const fallbackTopic = element.querySelector( 'select' )!;
		fallbackTopic.value = 'press';
		fallbackTopic.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		element
			.querySelector< HTMLInputElement >( '[name="consent"]' )!
			.click();
		await rendered;

		// In the widget's own state, not only in the fields.
		expect( element.querySelector( 'output' ) ).toHaveTextContent(
			'Ada|press|true'
		);
		expect( element.querySelector( '[name="your-name"]' ) ).toHaveFocus();
	} );
} );
