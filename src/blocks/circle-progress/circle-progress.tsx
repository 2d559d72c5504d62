/**
 * Circle progress, also the progress rings' widget: the server's drawing, drawn from zero when
 * it comes into view (about 5 ms per degree), at once under reduced motion. It stays a
 * `progressbar` with the final value throughout; the moving number is hidden from screen
 * readers. A ring's arc is a gradient from `color` to `color2`.
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
	circlePercent,
	circleThickness,
	dashOffset,
	percentAt,
	ringGeometry,
} from '../../lib/circle-progress';
import { prefersReducedMotion } from '../../theme/motion';

export interface CircleProgressProps {
	value: number;
	max: number;
	size: number;
	thickness: number;
	label: string;
	color: string;
	track: string;
	/** Id of the arc's gradient (progress rings), '' for a plain colour. */
	gradient: string;
	color2: string;
}

const formatPercent = ( value: number ) =>
	/* translators: %s: a number from 0 to 100. */
	sprintf( __( '%s%%', 'vitrine' ), String( Math.round( value ) ) );

const GRADIENT_FROM = 'var(--wp--preset--color--primary, #c8643c)';
const GRADIENT_TO = 'var(--wp--preset--color--secondary, #e0a458)';

const arcStyle = ( gradient: string, color: string ) => {
	if ( gradient ) {
		return { stroke: `url(#${ gradient })` };
	}
	return color ? { stroke: color } : undefined;
};

export function CircleProgress( props: CircleProgressProps ) {
	const { value, max, size, label, color, track, gradient, color2 } = props;
	const percent = circlePercent( value, max );
	const thickness = circleThickness( size, props.thickness );
	const { radius, circumference, center } = ringGeometry( size, thickness );
	const element = useRef< HTMLDivElement >( null );
	const animate = ! prefersReducedMotion() && percent > 0;
	const [ shown, setShown ] = useState( animate ? 0 : percent );

	useEffect( () => {
		const circle = element.current;
		if (
			! animate ||
			! circle ||
			typeof IntersectionObserver !== 'function'
		) {
			setShown( percent );
			return undefined;
		}
		let frame = 0;
		const observer = new IntersectionObserver( ( entries ) => {
			if ( ! entries.some( ( entry ) => entry.isIntersecting ) ) {
				return;
			}
			observer.disconnect();
			const started = performance.now();
			const step = ( now: number ) => {
				const current = percentAt( percent, now - started );
				setShown( current );
				if ( current < percent ) {
					frame = requestAnimationFrame( step );
				}
			};
			frame = requestAnimationFrame( step );
		} );
		observer.observe( circle );
		return () => {
			observer.disconnect();
			cancelAnimationFrame( frame );
		};
	}, [ animate, percent ] );

	return (
		<>
			<div
				ref={ element }
				className="vitrine-circle-progress__circle"
				role="progressbar"
				aria-valuemin={ 0 }
				aria-valuemax={ max }
				aria-valuenow={ value }
				aria-valuetext={ formatPercent( percent ) }
				aria-label={ label || undefined }
				style={ { width: `${ size }px` } }
			>
				<svg
					viewBox={ `0 0 ${ size } ${ size }` }
					aria-hidden="true"
					focusable="false"
				>
					{ gradient && (
						<defs>
							<linearGradient
								id={ gradient }
								x1="0"
								y1="0"
								x2="1"
								y2="1"
							>
								<stop
									offset="0"
									style={ {
										stopColor: color || GRADIENT_FROM,
									} }
								/>
								<stop
									offset="1"
									style={ {
										stopColor: color2 || GRADIENT_TO,
									} }
								/>
							</linearGradient>
						</defs>
					) }
					<circle
						className="vitrine-circle-progress__track"
						cx={ center }
						cy={ center }
						r={ radius }
						strokeWidth={ thickness }
						style={ track ? { stroke: track } : undefined }
					/>
					<circle
						className="vitrine-circle-progress__bar"
						cx={ center }
						cy={ center }
						r={ radius }
						strokeWidth={ thickness }
						strokeDasharray={ circumference.toFixed( 3 ) }
						strokeDashoffset={ dashOffset(
							shown,
							circumference
						).toFixed( 3 ) }
						transform={ `rotate(-90 ${ center } ${ center })` }
						style={ arcStyle( gradient, color ) }
					/>
				</svg>
				<span
					className="vitrine-circle-progress__value"
					aria-hidden="true"
				>
					{ formatPercent( shown ) }
				</span>
			</div>
			{ label && (
				<p
					className="vitrine-circle-progress__label"
					aria-hidden="true"
				>
					{ label }
				</p>
			) }
		</>
	);
}
