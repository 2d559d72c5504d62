/**
 * Before / after: the same frame as the server's, with the handle as a slider. Drag it, click
 * anywhere on the pictures, or focus the handle and use the arrow keys (Shift, Page Up/Down:
 * by 10), Home and End.
 */

/**
 * External dependencies
 */
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent, PointerEvent } from 'react';

/**
 * Internal dependencies
 */
import type { ImageData } from '../../lib/props';
import {
	positionFromKey,
	positionFromPointer,
} from '../../lib/image-comparison';
import { Picture } from '../../widgets/shared/picture';

export interface ImageComparisonProps {
	before: ImageData;
	after: ImageData;
	beforeLabel: string;
	afterLabel: string;
	vertical: boolean;
	start: number;
}

export function ImageComparison( props: ImageComparisonProps ) {
	const { before, after, beforeLabel, afterLabel, vertical } = props;
	const [ position, setPosition ] = useState( props.start );
	const frame = useRef< HTMLDivElement >( null );
	const dragging = useRef( false );

	const moveTo = ( event: PointerEvent< HTMLDivElement > ) => {
		const box = frame.current?.getBoundingClientRect();
		if ( box ) {
			setPosition(
				vertical
					? positionFromPointer( event.clientY, box.top, box.height )
					: positionFromPointer( event.clientX, box.left, box.width )
			);
		}
	};
	const onKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		const next = positionFromKey(
			position,
			event.key,
			vertical,
			event.shiftKey
		);
		if ( next !== null ) {
			event.preventDefault();
			setPosition( next );
		}
	};

	return (
		<div
			ref={ frame }
			className={ `vitrine-compare__frame${ vertical ? ' vitrine-compare__frame--vertical' : '' }` }
			style={ {
				[ '--vitrine-compare' as string ]: `${ position }%`,
				aspectRatio: `${ after.width } / ${ Math.max( 1, after.height ) }`,
			} }
			onPointerDown={ ( event ) => {
				dragging.current = true;
				event.currentTarget.setPointerCapture?.( event.pointerId );
				moveTo( event );
			} }
			onPointerMove={ ( event ) => dragging.current && moveTo( event ) }
			onPointerUp={ () => ( dragging.current = false ) }
			onPointerCancel={ () => ( dragging.current = false ) }
		>
			<Picture image={ after } className="vitrine-compare__image" />
			<div className="vitrine-compare__before">
				<Picture image={ before } className="vitrine-compare__image" />
			</div>
			<span className="vitrine-compare__label vitrine-compare__label--before">
				{ beforeLabel }
			</span>
			<span className="vitrine-compare__label vitrine-compare__label--after">
				{ afterLabel }
			</span>
			<div
				className="vitrine-compare__handle"
				role="slider"
				tabIndex={ 0 }
				aria-label={ __(
					'Share of the picture shown as before',
					'vitrine'
				) }
				aria-orientation={ vertical ? 'vertical' : 'horizontal' }
				aria-valuemin={ 0 }
				aria-valuemax={ 100 }
				aria-valuenow={ Math.round( position ) }
				aria-valuetext={ `${ beforeLabel } ${ Math.round( position ) }%, ${ afterLabel } ${ 100 - Math.round( position ) }%` }
				onKeyDown={ onKeyDown }
			/>
		</div>
	);
}
