/**
 * Circle progress: the server's drawing, drawn from zero when it comes into view (the
 * progress ring's timing: about 5 ms per degree), at once under reduced motion. It stays a
 * `progressbar` with the final value throughout; the moving number is hidden from screen
 * readers.
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { circlePercent, circleThickness } from '../../lib/circle-progress';
import { dashOffset, percentAt, ringGeometry } from '../../lib/progress-ring';
import { prefersReducedMotion } from '../../theme/motion';

export interface CircleProgressProps {
	value: number;
	max: number;
	size: number;
	thickness: number;
	label: string;
	color: string;
	track: string;
}

const formatPercent = ( value: number ) =>
	/* translators: %s: a number from 0 to 100. */
	sprintf( __( '%s%%', 'vitrine' ), String( Math.round( value ) ) );

export function CircleProgress( props: CircleProgressProps ) {
	const { value, max, size, label, color, track } = props;
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
						style={ color ? { stroke: color } : undefined }
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
