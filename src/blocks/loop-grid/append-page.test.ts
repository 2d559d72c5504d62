/**
 * Internal dependencies
 */
import { appendPage, currentPageState } from './append-page';

const list = ( page: number, ids: number[], pages = 3, total = 7 ) =>
	`<ul class="vitrine-loop-grid__items" data-page="${ page }" data-pages="${ pages }" data-total="${ total }">${ ids
		.map(
			( id ) =>
				`<li class="vitrine-loop-grid__item" data-id="${ id }"><a href="/p/${ id }">Post ${ id }</a></li>`
		)
		.join( '' ) }</ul>`;
const nav = ( page: number ) =>
	`<nav class="vitrine-loop-grid__pagination"><span aria-current="page">${ page }</span></nav>`;

function results( html: string ): HTMLElement {
	document.body.innerHTML = `<div class="vitrine-loop-grid__results">${ html }</div>`;
	return document.querySelector(
		'.vitrine-loop-grid__results'
	) as HTMLElement;
}

const ids = ( root: Element ) =>
	Array.from(
		root.querySelectorAll< HTMLElement >( '.vitrine-loop-grid__item' ),
		( item ) => item.dataset.id
	);

describe( 'appendPage', () => {
	it( 'appends the new items once, takes the fetched page numbers and page links', () => {
		const root = results( list( 1, [ 1, 2, 3 ] ) + nav( 1 ) );
		expect( currentPageState( root ) ).toEqual( {
			page: 1,
			pages: 3,
			total: 7,
		} );

		const appended = appendPage(
			root,
			list( 2, [ 3, 4, 5 ], 3, 8 ) + nav( 2 )
		);

		expect( ids( root ) ).toEqual( [ '1', '2', '3', '4', '5' ] );
		expect( appended?.added.map( ( item ) => item.dataset.id ) ).toEqual( [
			'4',
			'5',
		] );
		expect( appended?.state ).toEqual( { page: 2, pages: 3, total: 8 } );
		expect( root.querySelectorAll( 'nav' ) ).toHaveLength( 1 );
		expect( root.querySelector( 'nav' )?.textContent ).toBe( '2' );
	} );

	it( 'removes the page links when the last page has none', () => {
		const root = results( list( 1, [ 1, 2 ], 2, 3 ) + nav( 1 ) );
		appendPage( root, list( 2, [ 3 ], 2, 3 ) );
		expect( root.querySelector( 'nav' ) ).toBeNull();
		expect( currentPageState( root ) ).toEqual( {
			page: 2,
			pages: 2,
			total: 3,
		} );
	} );

	it( 'changes nothing when the reply holds no list', () => {
		const before = list( 1, [ 1, 2 ] ) + nav( 1 );
		const root = results( before );
		expect(
			appendPage( root, '<p class="vitrine-loop-grid__empty">None</p>' )
		).toBeNull();
		expect( root.innerHTML ).toBe( before );
	} );
} );
