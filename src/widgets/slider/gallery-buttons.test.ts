/**
 * External dependencies
 */
import { fireEvent, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { openGallery } from '../../blocks/case-studies/case-studies';
import { enhanceGalleryButtons } from './gallery-buttons';

jest.mock( '../../blocks/case-studies/case-studies', () => ( {
	openGallery: jest.fn(),
} ) );

function slider(): HTMLElement {
	const root = document.createElement( 'section' );
	root.innerHTML =
		'<a class="vitrine-case-study__gallery-button" href="/case-studies/a/" data-id="42">View gallery</a>' +
		'<a class="other" href="/elsewhere/">Elsewhere</a>';
	document.body.appendChild( root );
	return root;
}

beforeEach( () => {
	document.body.innerHTML = '';
	( openGallery as jest.Mock ).mockReset();
} );

describe( 'case-study gallery links in a slider', () => {
	it( 'open the study’s gallery instead of its page, giving focus back to the link', async () => {
		( openGallery as jest.Mock ).mockResolvedValue( undefined );
		const root = slider();
		enhanceGalleryButtons( root );
		const link = root.querySelector( 'a[data-id]' ) as HTMLElement;
		expect( link ).toHaveAttribute( 'aria-haspopup', 'dialog' );

		const event = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link.dispatchEvent( event );

		expect( event.defaultPrevented ).toBe( true );
		await waitFor( () =>
			expect( openGallery ).toHaveBeenCalledWith( 42, link )
		);
		await waitFor( () =>
			expect( link ).not.toHaveAttribute( 'aria-busy' )
		);
	} );

	it( 'a failed call only logs error', async () => {
		const failure = new Error( 'offline' );
		( openGallery as jest.Mock ).mockRejectedValue( failure );
		const root = slider();
		enhanceGalleryButtons( root );

		fireEvent.click( root.querySelector( 'a[data-id]' ) as HTMLElement );

		await waitFor( () =>
			expect( console ).toHaveErroredWith( 'error', failure )
		);
	} );

	it( 'leaves other links alone and undoes itself', () => {
		const root = slider();
		const undo = enhanceGalleryButtons( root );
		const other = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		root.querySelector( 'a.other' )?.dispatchEvent( other );
		expect( other.defaultPrevented ).toBe( false );

		undo();
		const link = root.querySelector( 'a[data-id]' ) as HTMLElement;
		expect( link ).not.toHaveAttribute( 'aria-haspopup' );
		const after = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link.dispatchEvent( after );
		expect( after.defaultPrevented ).toBe( false );
		expect( openGallery ).not.toHaveBeenCalled();
	} );
} );
