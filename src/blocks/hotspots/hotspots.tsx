/**
 * Markers on a picture: buttons that show their tooltip on hover (and focus), on click, or
 * all at once when the picture comes into view. Escape closes the open tooltips and keeps
 * the focus on the marker.
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ImageData } from '../../lib/props';
import { tooltipPlacement } from '../../lib/hotspots';
import { Picture } from '../../widgets/shared/picture';

export interface Hotspot {
	x: number;
	y: number;
	title: string;
	text: string;
}

export interface HotspotsProps {
	id: string;
	image: ImageData;
	spots: Hotspot[];
	trigger: 'hover' | 'click' | 'load';
}

export function Hotspots( { id, image, spots, trigger }: HotspotsProps ) {
	const frame = useRef< HTMLDivElement >( null );
	const [ open, setOpen ] = useState< number[] >( [] );
	const show = ( index: number ) =>
		setOpen( ( current ) =>
			current.includes( index ) ? current : [ ...current, index ]
		);
	const hide = ( index: number ) =>
		setOpen( ( current ) => current.filter( ( i ) => i !== index ) );

	useEffect( () => {
		const element = frame.current;
		if ( trigger !== 'load' || ! element ) {
			return undefined;
		}
		if ( typeof IntersectionObserver !== 'function' ) {
			setOpen( spots.map( ( _, i ) => i ) );
			return undefined;
		}
		const observer = new IntersectionObserver( ( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				setOpen( spots.map( ( _, i ) => i ) );
				observer.disconnect();
			}
		} );
		observer.observe( element );
		return () => observer.disconnect();
	}, [ trigger, spots ] );

	return (
		<div
			ref={ frame }
			className="vitrine-hotspots__frame"
			style={ {
				aspectRatio: `${ image.width } / ${ Math.max( 1, image.height ) }`,
			} }
		>
			<Picture image={ image } className="vitrine-hotspots__image" />
			{ spots.map( ( spot, index ) => {
				const tipId = `${ id }-tip-${ index }`;
				const isOpen = open.includes( index );
				const hover = trigger === 'hover';
				return (
					<div
						key={ index }
						className={ `vitrine-hotspots__spot is-${ tooltipPlacement( spot ).replace( ' ', ' is-' ) }` }
						style={ { left: `${ spot.x }%`, top: `${ spot.y }%` } }
						onMouseEnter={ hover ? () => show( index ) : undefined }
						onMouseLeave={ hover ? () => hide( index ) : undefined }
					>
						<button
							type="button"
							className="vitrine-hotspots__marker"
							aria-expanded={ isOpen }
							aria-controls={ tipId }
							onClick={ () =>
								isOpen ? hide( index ) : show( index )
							}
							onFocus={ hover ? () => show( index ) : undefined }
							onBlur={ hover ? () => hide( index ) : undefined }
							onKeyDown={ ( event ) => {
								if (
									event.key === 'Escape' &&
									open.length > 0
								) {
									event.stopPropagation();
									setOpen( [] );
								}
							} }
						>
							<span className="screen-reader-text">
								{ sprintf(
									/* translators: 1: hotspot number, 2: hotspot title. */
									__( 'Point %1$d: %2$s', 'vitrine' ),
									index + 1,
									spot.title
								) }
							</span>
						</button>
						<div
							id={ tipId }
							className="vitrine-hotspots__tip"
							role="tooltip"
							hidden={ ! isOpen }
						>
							<strong>{ spot.title }</strong> { spot.text }
						</div>
					</div>
				);
			} ) }
		</div>
	);
}
