/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { ScrollIndicators } from './scroll-indicators';
import { parseScrollIndicatorsProps } from './view';

function page( type: 'bar' | 'bullets' | 'list' ) {
	document.body.innerHTML = `<div class="entry-content"><h2>Intro</h2><p>…</p><h2 id="own">Details</h2><div id="mount"></div><h2>Intro</h2></div>`;
	Element.prototype.scrollIntoView = jest.fn();
	return render( <ScrollIndicators type={ type } />, {
		container: document.getElementById( 'mount' )!,
	} );
}

test( 'reads its type, a bar by default when unknown', () => {
	expect( parseScrollIndicatorsProps( { type: 'bullets' } ) ).toEqual( {
		type: 'bullets',
	} );
	expect( parseScrollIndicatorsProps( { type: 'x' } ) ).toEqual( {
		type: 'list',
	} );
	expect( parseScrollIndicatorsProps( null ) ).toBeNull();
} );

test( 'the list links every h2 of the content, giving ids where missing, and jumps there', async () => {
	page( 'list' );
	const nav = screen.getByRole( 'navigation', {
		name: 'Sections of this page',
	} );
	const links = Array.from( nav.querySelectorAll( 'a' ) );
	expect( links.map( ( link ) => link.getAttribute( 'href' ) ) ).toEqual( [
		'#section-intro',
		'#own',
		'#section-intro-2',
	] );
	await userEvent.click( screen.getByRole( 'link', { name: 'Details' } ) );
	const target = document.getElementById( 'own' )!;
	expect( target.scrollIntoView ).toHaveBeenCalled();
	expect( target ).toHaveFocus();
} );

test( 'the bar is a reading progressbar', () => {
	page( 'bar' );
	expect(
		screen.getByRole( 'progressbar', { name: 'Reading progress' } )
	).toHaveAttribute( 'aria-valuemax', '100' );
} );
