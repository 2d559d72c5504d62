/**
 * The gallery's behaviour on the server's list: category filter buttons, the lightbox (the
 * visible pictures as one gallery), parallax, tilt on hover (vanilla-tilt, loaded only when
 * asked for, on devices with a fine pointer) and retries of pictures that fail to load.
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { prefersReducedMotion } from '../../theme/motion';
import { retryFailedImages } from './lazy-retry';
import { startParallax } from './parallax';

export interface PortfolioFilter {
	slug: string;
	label: string;
}

export interface PortfolioProps {
	filters: PortfolioFilter[];
	/** Parallax speed; 0 for none. */
	parallax: number;
	tilt: boolean;
	lightbox: boolean;
}

const ALL = '';

/**
 * The gallery's items (`li`) around a mount point.
 * @param mount Mount point element.
 */
function portfolioItems( mount: Element | null ): HTMLElement[] {
	// The mount point has the widget's class too: start above it.
	const list = mount
		?.closest( '[data-vitrine-widget]' )
		?.parentElement?.closest( '.vitrine-portfolio' )
		?.querySelector( '.vitrine-portfolio__items' );
	return list
		? Array.from(
				list.querySelectorAll< HTMLElement >(
					'.vitrine-portfolio__item'
				)
			)
		: [];
}

export function Portfolio( {
	filters,
	parallax,
	tilt,
	lightbox,
}: PortfolioProps ) {
	const root = useRef< HTMLDivElement >( null );
	const [ active, setActive ] = useState( ALL );

	// Filtering: hidden items leave the layout and the lightbox's gallery.
	useEffect( () => {
		portfolioItems( root.current ).forEach( ( item ) => {
			item.hidden = active !== ALL && item.dataset.category !== active;
		} );
	}, [ active ] );

	useEffect( () => {
		const items = portfolioItems( root.current );
		const list = items[ 0 ]?.parentElement;
		if ( ! list ) {
			return undefined;
		}
		const stops: Array< () => void > = [ retryFailedImages( list ) ];
		if ( parallax > 0 && ! prefersReducedMotion() ) {
			list.classList.add( 'has-parallax' );
			stops.push( startParallax( list, items, parallax ) );
		}
		if (
			tilt &&
			! prefersReducedMotion() &&
			window.matchMedia?.( '(pointer: fine)' ).matches
		) {
			// Tilt moves the link, parallax the item around it: each owns its own transform.
			const links = items
				.map( ( item ) => item.querySelector< HTMLElement >( 'a' ) )
				.filter( ( link ): link is HTMLElement => link !== null );
			let cancelled = false;
			import(
				/* webpackChunkName: "vanilla-tilt" */ 'vanilla-tilt'
			).then( ( { default: VanillaTilt } ) => {
				if ( ! cancelled ) {
					VanillaTilt.init( links, {
						max: 8,
						speed: 400,
						glare: false,
						scale: 1.02,
					} );
				}
			} );
			stops.push( () => {
				cancelled = true;
				links.forEach( ( link ) =>
					(
						link as HTMLElement & {
							vanillaTilt?: { destroy: () => void };
						}
					 ).vanillaTilt?.destroy()
				);
			} );
		}
		if ( lightbox ) {
			const onClick = async ( event: MouseEvent ) => {
				const link = ( event.target as Element | null )?.closest?.(
					'a.vitrine-portfolio__link'
				);
				if (
					! ( link instanceof HTMLAnchorElement ) ||
					event.button !== 0 ||
					event.metaKey ||
					event.ctrlKey ||
					event.shiftKey ||
					event.altKey
				) {
					return;
				}
				event.preventDefault();
				// The content's own image lightbox would open the same link a second time.
				event.stopPropagation();
				const visible = Array.from(
					list.querySelectorAll< HTMLAnchorElement >(
						'.vitrine-portfolio__item:not([hidden]):not(.is-broken) a.vitrine-portfolio__link'
					)
				);
				const { openLinks } = await import(
					/* webpackChunkName: "lightbox" */ '../../lightbox'
				);
				openLinks( visible, link );
			};
			list.addEventListener( 'click', onClick );
			stops.push( () => list.removeEventListener( 'click', onClick ) );
		}
		return () => stops.forEach( ( stop ) => stop() );
	}, [ parallax, tilt, lightbox ] );

	if ( filters.length < 2 ) {
		return <div ref={ root } hidden />;
	}
	const buttons = [
		{ slug: ALL, label: __( 'All', 'vitrine' ) },
		...filters,
	];
	return (
		<div
			ref={ root }
			className="vitrine-portfolio__filters"
			role="group"
			aria-label={ __( 'Show pictures of', 'vitrine' ) }
		>
			{ buttons.map( ( filter ) => (
				<button
					key={ filter.slug }
					type="button"
					className="vitrine-portfolio__filter"
					aria-pressed={ active === filter.slug }
					onClick={ () => setActive( filter.slug ) }
				>
					{ filter.label }
				</button>
			) ) }
		</div>
	);
}
