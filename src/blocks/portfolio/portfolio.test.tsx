/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { Portfolio } from './portfolio';
import { parsePortfolioProps } from './view';
import { retryFailedImages } from './lazy-retry';

/**
 * The server's markup around a mount point, as Portfolio.php prints it.
 */
function serverGallery(): HTMLElement {
	document.body.innerHTML = `<div class="vitrine-portfolio vitrine-portfolio--grid">
		<div class="vitrine-widget vitrine-portfolio" data-vitrine-widget="portfolio" id="mount"></div>
		<ul class="vitrine-portfolio__items">
			<li class="vitrine-portfolio__item" data-category="homes"><a class="vitrine-portfolio__link" href="/a.jpg"><img src="/a-s.jpg" alt="A"></a></li>
			<li class="vitrine-portfolio__item" data-category="people"><a class="vitrine-portfolio__link" href="/b.jpg"><img src="/b-s.jpg" alt="B"></a></li>
			<li class="vitrine-portfolio__item" data-category="homes"><a class="vitrine-portfolio__link" href="/c.jpg"><img src="/c-s.jpg" alt="C"></a></li>
		</ul></div>`;
	return document.getElementById( 'mount' )!;
}

test( 'reads its props: filters with a slug, parallax speed in 0…1, lightbox on unless refused', () => {
	expect(
		parsePortfolioProps( {
			filters: [
				{ slug: 'homes', label: 'Homes' },
				{ label: 'no slug' },
			],
			parallax: 3,
			tilt: true,
		} )
	).toEqual( {
		filters: [ { slug: 'homes', label: 'Homes' } ],
		parallax: 1,
		tilt: true,
		lightbox: true,
	} );
	expect( parsePortfolioProps( [] ) ).toBeNull();
} );

test( 'filter buttons show one category at a time and say which is pressed', async () => {
	const mount = serverGallery();
	render(
		<Portfolio
			filters={ [
				{ slug: 'homes', label: 'Homes' },
				{ slug: 'people', label: 'People' },
			] }
			parallax={ 0 }
			tilt={ false }
			lightbox={ false }
		/>,
		{ container: mount }
	);
	const items = Array.from(
		document.querySelectorAll< HTMLElement >( '.vitrine-portfolio__item' )
	);
	await userEvent.click( screen.getByRole( 'button', { name: 'People' } ) );
	expect( items.map( ( item ) => item.hidden ) ).toEqual( [
		true,
		false,
		true,
	] );
	expect( screen.getByRole( 'button', { name: 'People' } ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await userEvent.click( screen.getByRole( 'button', { name: 'All' } ) );
	expect( items.every( ( item ) => ! item.hidden ) ).toBe( true );
} );

test( 'without categories there are no buttons', () => {
	const mount = serverGallery();
	render(
		<Portfolio
			filters={ [] }
			parallax={ 0 }
			tilt={ false }
			lightbox={ false }
		/>,
		{ container: mount }
	);
	expect( screen.queryByRole( 'button' ) ).toBeNull();
} );

test( 'a failing picture is retried 3 times 500 ms apart under a new address, then marked broken', () => {
	jest.useFakeTimers();
	serverGallery();
	const list = document.querySelector( '.vitrine-portfolio__items' )!;
	const stop = retryFailedImages( list );
	const image = list.querySelector( 'img' )!;
	const item = image.closest( 'li' )!;
	const fail = () => image.dispatchEvent( new Event( 'error' ) );

	fail();
	expect( image.getAttribute( 'srcset' ) ).toBeNull();
	act( () => jest.advanceTimersByTime( 499 ) );
	expect( image.getAttribute( 'srcset' ) ).toBeNull();
	act( () => jest.advanceTimersByTime( 1 ) );
	expect( image.getAttribute( 'srcset' ) ).toBe( '/a-s.jpg?vitrine-retry=1' );
	fail();
	act( () => jest.advanceTimersByTime( 500 ) );
	fail();
	act( () => jest.advanceTimersByTime( 500 ) );
	expect( image.getAttribute( 'srcset' ) ).toBe( '/a-s.jpg?vitrine-retry=3' );
	expect( item ).not.toHaveClass( 'is-broken' );
	fail();
	expect( item ).toHaveClass( 'is-broken' );
	stop();
	jest.useRealTimers();
} );
