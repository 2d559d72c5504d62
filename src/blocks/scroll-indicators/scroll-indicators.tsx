/**
 * Scroll indicators for the page the widget is on: a bar across the top of the viewport that
 * fills as the page is read, bullets on the right (one per section, the current one marked,
 * each a link that jumps there) and a list of the sections. Sections are the content's `h2`
 * headings (ids are added where missing). Under reduced motion jumps are instant.
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { MouseEvent } from 'react';

/**
 * Internal dependencies
 */
import {
	currentSection,
	scrollProgress,
	sectionId,
} from '../../lib/scroll-indicators';
import { prefersReducedMotion } from '../../theme/motion';

export type IndicatorType = 'bar' | 'bullets' | 'list';

export interface ScrollIndicatorsProps {
	type: IndicatorType;
}

interface Section {
	id: string;
	title: string;
	element: HTMLElement;
}

/**
 * The headings of the content around an element, each with an id.
 * @param from Element inside the content.
 */
function findSections( from: Element ): Section[] {
	const content =
		from.closest(
			'.entry-content, .wp-block-post-content, main, article'
		) ?? document.body;
	const taken = new Set(
		Array.from( document.querySelectorAll( '[id]' ) ).map( ( e ) => e.id )
	);
	return Array.from( content.querySelectorAll< HTMLElement >( 'h2' ) )
		.filter( ( heading ) => ( heading.textContent ?? '' ).trim() !== '' )
		.map( ( heading ) => {
			if ( ! heading.id ) {
				heading.id = sectionId( heading.textContent ?? '', taken );
				taken.add( heading.id );
			}
			return {
				id: heading.id,
				title: ( heading.textContent ?? '' ).trim(),
				element: heading,
			};
		} );
}

export function ScrollIndicators( { type }: ScrollIndicatorsProps ) {
	const root = useRef< HTMLDivElement >( null );
	const [ sections, setSections ] = useState< Section[] >( [] );
	const [ progress, setProgress ] = useState( 0 );
	const [ current, setCurrent ] = useState( -1 );

	useEffect( () => {
		if ( root.current ) {
			setSections( findSections( root.current ) );
		}
	}, [] );

	useEffect( () => {
		let frame = 0;
		const update = () => {
			frame = 0;
			setProgress(
				scrollProgress(
					window.scrollY,
					document.documentElement.scrollHeight,
					window.innerHeight
				)
			);
			setCurrent(
				currentSection(
					sections.map(
						( section ) =>
							section.element.getBoundingClientRect().top
					)
				)
			);
		};
		const schedule = () => {
			if ( ! frame ) {
				frame = window.requestAnimationFrame( update );
			}
		};
		update();
		window.addEventListener( 'scroll', schedule, { passive: true } );
		window.addEventListener( 'resize', schedule );
		return () => {
			window.cancelAnimationFrame( frame );
			window.removeEventListener( 'scroll', schedule );
			window.removeEventListener( 'resize', schedule );
		};
	}, [ sections ] );

	const jump = (
		event: MouseEvent< HTMLAnchorElement >,
		section: Section
	) => {
		event.preventDefault();
		section.element.scrollIntoView( {
			behavior: prefersReducedMotion() ? 'auto' : 'smooth',
		} );
		// Move the reading position for keyboard and screen reader users too.
		section.element.setAttribute( 'tabindex', '-1' );
		section.element.focus( { preventScroll: true } );
		window.history.replaceState( null, '', `#${ section.id }` );
	};

	const percent = Math.round( progress * 100 );
	if ( type === 'bar' ) {
		return (
			<div
				ref={ root }
				className="vitrine-scroll-indicators__bar"
				role="progressbar"
				aria-label={ __( 'Reading progress', 'vitrine' ) }
				aria-valuemin={ 0 }
				aria-valuemax={ 100 }
				aria-valuenow={ percent }
			>
				<span
					className="vitrine-scroll-indicators__fill"
					style={ { transform: `scaleX(${ progress })` } }
				/>
			</div>
		);
	}
	return (
		<div ref={ root }>
			<nav
				className={ `vitrine-scroll-indicators__${ type }` }
				aria-label={ __( 'Sections of this page', 'vitrine' ) }
			>
				<ol>
					{ sections.map( ( section, index ) => (
						<li key={ section.id }>
							<a
								href={ `#${ section.id }` }
								aria-current={
									index === current ? 'location' : undefined
								}
								onClick={ ( event ) => jump( event, section ) }
							>
								<span className="vitrine-scroll-indicators__label">
									{ section.title }
								</span>
							</a>
						</li>
					) ) }
				</ol>
			</nav>
		</div>
	);
}
