/**
 * The services masonry: the same cards as the server's, laid out by CSS columns (no
 * measuring, so nothing moves when the script arrives); cards below the fold fade in when
 * they scroll into view (0.4 s), unless the visitor prefers reduced motion.
 */

/**
 * External dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { prefersReducedMotion } from '../../theme/motion';

export interface Service {
	id: number;
	title: string;
	excerpt: string;
	text: string;
	icon: string;
	url: string;
	linkLabel: string;
}

export interface ServicesGridProps {
	items: Service[];
}

export function ServicesGrid( { items }: ServicesGridProps ) {
	const list = useRef< HTMLUListElement >( null );

	useEffect( () => {
		const root = list.current;
		if (
			! root ||
			prefersReducedMotion() ||
			typeof IntersectionObserver === 'undefined'
		) {
			return;
		}
		const cards = Array.from( root.children ) as HTMLElement[];
		const observer = new IntersectionObserver( ( entries ) => {
			for ( const entry of entries ) {
				if ( entry.isIntersecting ) {
					entry.target.classList.add( 'is-visible' );
					observer.unobserve( entry.target );
				}
			}
		} );
		// Cards already on screen stay as they are; only the ones below fade in.
		const viewport = window.innerHeight;
		for ( const card of cards ) {
			if ( card.getBoundingClientRect().top > viewport ) {
				card.classList.add( 'is-pending' );
				observer.observe( card );
			}
		}
		return () => observer.disconnect();
	}, [] );

	return (
		<ul className="vitrine-services-grid__list" ref={ list }>
			{ items.map( ( service ) => (
				<li className="vitrine-services-grid__item" key={ service.id }>
					<article className="vitrine-services-grid__card">
						{ service.icon && (
							<span
								className="vitrine-services-grid__icon"
								aria-hidden="true"
							>
								{ service.icon }
							</span>
						) }
						<h3 className="vitrine-services-grid__title">
							{ service.title }
						</h3>
						{ service.excerpt && (
							<p className="vitrine-services-grid__excerpt">
								{ service.excerpt }
							</p>
						) }
						{ service.text && (
							<p className="vitrine-services-grid__text">
								{ service.text }
							</p>
						) }
						<a
							className="vitrine-services-grid__link"
							href={ service.url }
						>
							{ service.linkLabel }
							<span className="screen-reader-text">
								: { service.title }
							</span>
						</a>
					</article>
				</li>
			) ) }
		</ul>
	);
}
