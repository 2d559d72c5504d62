/**
 * Internal dependencies
 */
import { inertOutside } from './inert-outside';

beforeEach( () => {
	document.body.innerHTML = `
		<a id="skip" href="#content">Skip</a>
		<header id="header"><div id="inner">
			<a id="brand" href="/">Brand</a>
			<button id="toggle">Menu</button>
			<nav id="panel"><a id="inside" href="/a/">A</a></nav>
			<div id="actions" inert><a href="/cart/">Cart</a></div>
		</div></header>
		<main id="content"><a href="/b/">B</a></main>
		<script id="script"></script>`;
} );

const byId = ( id: string ) => document.getElementById( id ) as HTMLElement;

it( 'makes everything but the kept elements and their ancestors inert, then restores', () => {
	const restore = inertOutside( [ byId( 'toggle' ), byId( 'panel' ) ] );

	for ( const id of [ 'skip', 'brand', 'content' ] ) {
		expect( byId( id ) ).toHaveAttribute( 'inert' );
	}
	for ( const id of [
		'header',
		'inner',
		'toggle',
		'panel',
		'inside',
		'script',
	] ) {
		expect( byId( id ) ).not.toHaveAttribute( 'inert' );
	}

	restore();
	for ( const id of [ 'skip', 'brand', 'content' ] ) {
		expect( byId( id ) ).not.toHaveAttribute( 'inert' );
	}
	// It was inert before: it stays so.
	expect( byId( 'actions' ) ).toHaveAttribute( 'inert' );
} );
