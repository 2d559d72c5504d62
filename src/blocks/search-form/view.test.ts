/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { mountSearchForm, parseSearchFormProps } from './view';

describe( 'search form widget', () => {
	it( 'reads its props, falling back to the classic variant and defaults', () => {
		expect( parseSearchFormProps( null ) ).toBeNull();
		expect( parseSearchFormProps( { variant: 'classic' } ) ).toBeNull();
		expect(
			parseSearchFormProps( {
				panelId: 'p',
				variant: 'odd',
				minLength: -1,
			} )
		).toEqual( {
			variant: 'classic',
			panelId: 'p',
			label: '',
			suggestions: true,
			minLength: 2,
			perPage: 6,
		} );
		expect(
			parseSearchFormProps( {
				panelId: 'p',
				variant: 'fullscreen',
				suggestions: false,
			} )
		).toMatchObject( { variant: 'fullscreen', suggestions: false } );
	} );

	it( 'adds suggestions only when asked, and undoes what it did', () => {
		document.body.innerHTML = `<div id="w"><form role="search"><label for="f">Search for:</label><input type="search" id="f" name="s"></form></div>`;
		const element = document.getElementById( 'w' ) as HTMLElement;
		const props = {
			variant: 'classic' as const,
			panelId: 'p',
			label: 'Search',
			suggestions: false,
			minLength: 2,
			perPage: 6,
		};
		mountSearchForm( element, props )();
		expect( screen.getByRole( 'searchbox' ) ).toBeInTheDocument();
		const undo = mountSearchForm( element, {
			...props,
			suggestions: true,
		} );
		expect(
			screen.getByRole( 'combobox', { name: 'Search for:' } )
		).toHaveAttribute( 'aria-autocomplete', 'list' );
		undo();
		expect( screen.getByRole( 'searchbox' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'listbox', { hidden: true } ) ).toBeNull();
	} );
} );
