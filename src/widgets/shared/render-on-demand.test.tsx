/**
 * External dependencies
 */
import { act } from '@testing-library/react';
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { renderOnDemand } from './render-on-demand';

type Controls = { say: ( word: string ) => void };

const said: string[] = [];

function Dialog( { connect }: { connect: ( controls: Controls ) => void } ) {
	useEffect( () => {
		connect( { say: ( word ) => said.push( word ) } );
	}, [ connect ] );
	return <p>dialog</p>;
}

describe( 'renderOnDemand', () => {
	beforeEach( () => {
		said.length = 0;
		(
			globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
		 ).IS_REACT_ACT_ENVIRONMENT = true;
	} );

	it( 'keeps a request made before the first render committed, and runs it then', async () => {
		const element = document.createElement( 'div' );
		let dialog: ReturnType< typeof renderOnDemand< Controls > > | undefined;
		await act( async () => {
			dialog = renderOnDemand< Controls >( element, ( connect ) => (
				<Dialog connect={ connect } />
			) );
			dialog.whenReady( ( controls ) => controls.say( 'open' ) );
			expect( said ).toEqual( [] );
		} );
		expect( said ).toEqual( [ 'open' ] );
		dialog?.whenReady( ( controls ) => controls.say( 'close' ) );
		expect( said ).toEqual( [ 'open', 'close' ] );
		act( () => dialog?.unmount() );
		expect( element ).toBeEmptyDOMElement();
	} );

	it( 'runs only the latest of several early requests', async () => {
		const element = document.createElement( 'div' );
		await act( async () => {
			const dialog = renderOnDemand< Controls >( element, ( connect ) => (
				<Dialog connect={ connect } />
			) );
			dialog.whenReady( ( controls ) => controls.say( 'open' ) );
			dialog.whenReady( ( controls ) => controls.say( 'close' ) );
		} );
		expect( said ).toEqual( [ 'close' ] );
	} );
} );
