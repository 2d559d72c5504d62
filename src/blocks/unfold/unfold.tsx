/**
 * A text folded to a height, with a real button (`aria-expanded`, `aria-controls`) that
 * unfolds it with a height animation. A text no taller than the fold gets no button.
 * HTML comes from the server, already filtered by `wp_kses_post`.
 */

/**
 * External dependencies
 */
import { useLayoutEffect, useRef, useState } from '@wordpress/element';

export interface UnfoldProps {
	id: string;
	html: string;
	height: number;
	more: string;
	less: string;
}

export function Unfold( { id, html, height, more, less }: UnfoldProps ) {
	const content = useRef< HTMLDivElement >( null );
	const [ expanded, setExpanded ] = useState( false );
	const [ full, setFull ] = useState( 0 );

	useLayoutEffect( () => {
		const measure = () => setFull( content.current?.scrollHeight ?? 0 );
		measure();
		window.addEventListener( 'resize', measure );
		return () => window.removeEventListener( 'resize', measure );
	}, [ html ] );

	const foldable = full === 0 || full > height + 24;
	let maxHeight: string | undefined;
	if ( foldable ) {
		maxHeight = `${ expanded ? Math.max( full, height ) : height }px`;
	}
	return (
		<>
			<div
				ref={ content }
				id={ `${ id }-content` }
				className={ `vitrine-unfold__content${
					foldable && ! expanded ? ' is-folded' : ''
				}` }
				style={ { maxHeight } }
				dangerouslySetInnerHTML={ { __html: html } }
			/>
			{ foldable && (
				<button
					type="button"
					className="vitrine-unfold__button"
					aria-expanded={ expanded }
					aria-controls={ `${ id }-content` }
					onClick={ () => setExpanded( ( current ) => ! current ) }
				>
					{ expanded ? less : more }
				</button>
			) }
		</>
	);
}
