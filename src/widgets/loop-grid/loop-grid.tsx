/**
 * The loop grid's live part: the results are server HTML around this small mount point; it
 * refreshes them when a bound filter changes the address, when Back/Forward restores an
 * earlier one, and when a page link is followed, and announces the new count.
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { LOOP_FILTER_EVENT, refreshLoop } from './refresh';

export interface LoopGridProps {
	widgetId: string;
	postId: number;
}

export function LoopGrid( { widgetId, postId }: LoopGridProps ) {
	const ref = useRef< HTMLSpanElement >( null );
	const [ message, setMessage ] = useState( '' );

	useEffect( () => {
		const container = ref.current?.closest< HTMLElement >(
			'[data-vitrine-loop]'
		);
		if ( ! container || postId <= 0 ) {
			return;
		}
		const refresh = async () => {
			const done = await refreshLoop(
				container,
				widgetId,
				postId,
				window.location.href
			);
			setMessage(
				done
					? __( 'Results updated.', 'vitrine' )
					: __( 'The results could not be updated.', 'vitrine' )
			);
		};
		const onFilter = ( event: Event ) => {
			if (
				( event as CustomEvent< { widgetId: string } > ).detail
					?.widgetId === widgetId
			) {
				refresh();
			}
		};
		// Page links change the address like filters do, without a full reload.
		const onClick = ( event: MouseEvent ) => {
			const link =
				event.target instanceof Element
					? event.target.closest< HTMLAnchorElement >(
							'a.vitrine-loop-grid__page'
						)
					: null;
			if (
				! link ||
				! container.contains( link ) ||
				event.metaKey ||
				event.ctrlKey
			) {
				return;
			}
			event.preventDefault();
			window.history.pushState( null, '', link.href );
			refresh();
		};
		document.addEventListener( LOOP_FILTER_EVENT, onFilter );
		window.addEventListener( 'popstate', refresh );
		container.addEventListener( 'click', onClick );
		return () => {
			document.removeEventListener( LOOP_FILTER_EVENT, onFilter );
			window.removeEventListener( 'popstate', refresh );
			container.removeEventListener( 'click', onClick );
		};
	}, [ widgetId, postId ] );

	return (
		<span ref={ ref } className="vitrine-loop-grid__status" role="status">
			{ message }
		</span>
	);
}
