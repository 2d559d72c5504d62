/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { Table } from './table';
import { parseTableProps } from './view';

const props = parseTableProps( {
	id: 't1',
	caption: 'Workshops',
	headers: [ 'Workshop', 'Date', 'Places' ],
	rows: [
		[ 'Wheel', '2026-12-05', '4' ],
		[ 'Rug', '2026-12-12', '10' ],
		[ 'Stool', '2027-03-06', '1' ],
		[ 'Dyes', '2027-01-16', '4' ],
	],
	sortable: true,
	search: true,
	perPage: 3,
} )!;

const firstColumn = () =>
	within( screen.getAllByRole( 'rowgroup' )[ 1 ]! )
		.getAllByRole( 'row' )
		.map(
			( row ) => within( row ).getAllByRole( 'cell' )[ 0 ]!.textContent
		);

test( 'reads its props and refuses a table without headings', () => {
	expect( props.rows ).toHaveLength( 4 );
	expect( parseTableProps( { id: 't', headers: [] } ) ).toBeNull();
	expect( parseTableProps( 'x' ) ).toBeNull();
} );

test( 'sorts a number column both ways, stable, with aria-sort', async () => {
	render( <Table { ...props } perPage={ 0 } /> );
	const places = screen.getByRole( 'button', { name: 'Places' } );
	const header = places.closest( 'th' )!;
	expect( header ).not.toHaveAttribute( 'aria-sort' );

	await userEvent.click( places );
	expect( header ).toHaveAttribute( 'aria-sort', 'ascending' );
	expect( firstColumn() ).toEqual( [ 'Stool', 'Wheel', 'Dyes', 'Rug' ] );
	expect( screen.getByRole( 'status' ) ).toHaveTextContent(
		'Sorted by Places, ascending.'
	);

	await userEvent.click( places );
	expect( header ).toHaveAttribute( 'aria-sort', 'descending' );
	expect( firstColumn() ).toEqual( [ 'Rug', 'Wheel', 'Dyes', 'Stool' ] );
} );

test( 'sorts dates chronologically and moves aria-sort to the new column', async () => {
	render( <Table { ...props } perPage={ 0 } /> );
	await userEvent.click( screen.getByRole( 'button', { name: 'Places' } ) );
	await userEvent.click( screen.getByRole( 'button', { name: 'Date' } ) );
	expect(
		screen.getByRole( 'button', { name: 'Places' } ).closest( 'th' )
	).not.toHaveAttribute( 'aria-sort' );
	expect( firstColumn() ).toEqual( [ 'Wheel', 'Rug', 'Dyes', 'Stool' ] );
} );

test( 'pages through the rows and searches from the first page', async () => {
	render( <Table { ...props } /> );
	expect( firstColumn() ).toEqual( [ 'Wheel', 'Rug', 'Stool' ] );
	await userEvent.click( screen.getByRole( 'button', { name: 'Next' } ) );
	expect( firstColumn() ).toEqual( [ 'Dyes' ] );
	expect( screen.getByRole( 'button', { name: 'Page 2' } ) ).toHaveAttribute(
		'aria-current',
		'page'
	);

	await userEvent.type(
		screen.getByRole( 'searchbox', { name: 'Search the table' } ),
		'rug'
	);
	expect( firstColumn() ).toEqual( [ 'Rug' ] );
	expect( screen.getByRole( 'status' ) ).toHaveTextContent( '1 row found.' );
	expect(
		screen.queryByRole( 'navigation', { name: 'Table pages' } )
	).toBeNull();
} );

test( 'without sorting the headings are plain text', () => {
	render( <Table { ...props } sortable={ false } search={ false } /> );
	expect( screen.queryByRole( 'button', { name: 'Places' } ) ).toBeNull();
	expect( screen.queryByRole( 'searchbox' ) ).toBeNull();
} );
