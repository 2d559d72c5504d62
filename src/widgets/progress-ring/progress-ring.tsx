/**
 * A progress ring: the same drawing as the server's, drawn from zero (about 5 ms per degree)
 * once it scrolls into view. Under reduced motion it stays drawn. Screen readers get the
 * final figure from the `role="img"` label; the moving number is hidden from them.
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	RING_LINE_WIDTH,
	dashOffset,
	percentAt,
	ringDuration,
	ringGeometry,
} from '../../lib/progress-ring';
import { prefersReducedMotion } from '../../theme/motion';

export interface ProgressRingProps {
	id: string;
	percent: number;
	title: string;
	color1: string;
	color2: string;
	color3: string;
}

export const RING_SIZE = 140;

const formatPercent = ( value: number ) =>
	/* translators: %s: a number from 0 to 100. */
	sprintf( __( '%s%%', 'vitrine' ), String( Math.round( value * 10 ) / 10 ) );

export function ProgressRing( props: ProgressRingProps ) {
	const { id, percent, title, color1, color2, color3 } = props;
	const { radius, circumference, center } = ringGeometry(
		RING_SIZE,
		RING_LINE_WIDTH
	);
	const figure = useRef< HTMLDivElement >( null );
	const animate = ! prefersReducedMotion() && percent > 0;
	const [ shown, setShown ] = useState( animate ? 0 : percent );

	useEffect( () => {
		const element = figure.current;
		if ( ! animate || ! element ) {
			return;
		}
		let frame = 0;
		const run = () => {
			const start = performance.now();
			const step = ( now: number ) => {
				const value = percentAt( percent, now - start );
				setShown( value );
				if ( now - start < ringDuration( percent ) ) {
					frame = requestAnimationFrame( step );
				}
			};
			frame = requestAnimationFrame( step );
		};
		if ( typeof IntersectionObserver === 'undefined' ) {
			run();
			return () => cancelAnimationFrame( frame );
		}
		const observer = new IntersectionObserver( ( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				observer.disconnect();
				run();
			}
		} );
		observer.observe( element );
		return () => {
			observer.disconnect();
			cancelAnimationFrame( frame );
		};
	}, [ animate, percent ] );

	const label = title
		? sprintf(
				/* translators: 1: what the ring measures, 2: the percentage with its sign, e.g. "80%". */
				__( '%1$s: %2$s', 'vitrine' ),
				title,
				formatPercent( percent )
			)
		: formatPercent( percent );

	return (
		<figure
			className="vitrine-progress-ring__ring"
			data-percent={ percent }
			data-title={ title }
			data-color1={ color1 }
			data-color2={ color2 }
			data-color3={ color3 }
		>
			<div
				className="vitrine-progress-ring__figure"
				role="img"
				aria-label={ label }
				ref={ figure }
			>
				<svg
					className="vitrine-progress-ring__svg"
					viewBox={ `0 0 ${ RING_SIZE } ${ RING_SIZE }` }
					width={ RING_SIZE }
					height={ RING_SIZE }
					aria-hidden="true"
					focusable="false"
				>
					<defs>
						<linearGradient id={ id } x1="0" y1="0" x2="1" y2="1">
							<stop
								offset="0"
								style={ {
									stopColor:
										color1 ||
										'var(--wp--preset--color--primary, #c8643c)',
								} }
							/>
							<stop
								offset="1"
								style={ {
									stopColor:
										color2 ||
										'var(--wp--preset--color--secondary, #e0a458)',
								} }
							/>
						</linearGradient>
					</defs>
					<circle
						className="vitrine-progress-ring__track"
						cx={ center }
						cy={ center }
						r={ radius }
						strokeWidth={ RING_LINE_WIDTH }
						style={ {
							stroke:
								color3 ||
								'var(--wp--preset--color--tertiary, #ece6df)',
						} }
					/>
					<circle
						className="vitrine-progress-ring__bar"
						cx={ center }
						cy={ center }
						r={ radius }
						strokeWidth={ RING_LINE_WIDTH }
						stroke={ `url(#${ id })` }
						strokeDasharray={ circumference.toFixed( 3 ) }
						strokeDashoffset={ dashOffset(
							shown,
							circumference
						).toFixed( 3 ) }
						transform={ `rotate(-90 ${ center } ${ center })` }
					/>
				</svg>
				<span
					className="vitrine-progress-ring__value"
					aria-hidden="true"
				>
					{ formatPercent( shown ) }
				</span>
			</div>
			{ title && (
				<figcaption
					className="vitrine-progress-ring__title"
					aria-hidden="true"
				>
					{ title }
				</figcaption>
			) }
		</figure>
	);
}
