/**
 * The loop grid's live part: the results are server HTML before this small mount point; it
 * refreshes them when a bound filter changes the address, when Back/Forward restores an
 * earlier one, and when a page link is followed, and announces the new count. With "load
 * more" or infinite scroll it replaces the page links by a button that appends the next page
 * (infinite scroll presses it when it comes near the viewport).
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	appendsPages,
	nextPage,
	type LoopPagination,
} from '../../lib/loop-pages';
import { __, _n, sprintf } from '../../runtime/i18n';
import { whenNear } from '../../widgets/shared/when-near';
import { appendPage, currentPageState } from './append-page';
import {
	endCall,
	fetchResults,
	LOOP_FILTER_EVENT,
	refreshLoop,
	startCall,
} from './refresh';

export interface LoopGridProps {
	widgetId: string;
	postId: number;
	pagination: LoopPagination;
}

type Loading = 'idle' | 'loading' | 'failed';

function shownMessage( shown: number, total: number ): string {
	return sprintf(
		/* translators: 1: number of items shown, 2: number of matching items. */
		_n(
			'%1$d of %2$d item shown.',
			'%1$d of %2$d items shown.',
			total,
			'vitrine'
		),
		shown,
		total
	);
}

export function LoopGrid( { widgetId, postId, pagination }: LoopGridProps ) {
	const ref = useRef< HTMLDivElement >( null );
	const more = useRef< HTMLButtonElement >( null );
	const [ message, setMessage ] = useState( '' );
	const [ hasMore, setHasMore ] = useState( false );
	const [ loading, setLoading ] = useState< Loading >( 'idle' );
	const appends = appendsPages( pagination ) && postId > 0;
	const container = () =>
		ref.current?.closest< HTMLElement >( '[data-vitrine-loop]' ) ?? null;
	const results = () =>
		container()?.querySelector< HTMLElement >(
			'.vitrine-loop-grid__results'
		) ?? null;
	const syncMore = () => {
		const found = results();
		setHasMore(
			!! found && nextPage( currentPageState( found ) ) !== null
		);
	};

	useEffect( () => {
		const root = container();
		if ( ! root || postId <= 0 ) {
			return;
		}
		if ( appends ) {
			root.classList.add( 'is-appending' );
			syncMore();
		}
		const refresh = async () => {
			const outcome = await refreshLoop(
				root,
				widgetId,
				postId,
				window.location.href
			);
			if ( outcome === 'superseded' ) {
				return;
			}
			setLoading( 'idle' );
			syncMore();
			setMessage(
				outcome === 'updated'
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
				! root.contains( link ) ||
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
		root.addEventListener( 'click', onClick );
		return () => {
			root.classList.remove( 'is-appending' );
			document.removeEventListener( LOOP_FILTER_EVENT, onFilter );
			window.removeEventListener( 'popstate', refresh );
			root.removeEventListener( 'click', onClick );
		};
		// The props come from the server and do not change.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ widgetId, postId, appends ] );

	const loadMore = async ( moveFocus: boolean ) => {
		const root = container();
		const found = results();
		const page = found ? nextPage( currentPageState( found ) ) : null;
		if (
			! root ||
			! found ||
			page === null ||
			loading === 'loading' ||
			// The results are being replaced: their next page is not known yet.
			root.classList.contains( 'is-loading' )
		) {
			return;
		}
		const call = startCall( root );
		setLoading( 'loading' );
		setMessage( __( 'Loading more items…', 'vitrine' ) );
		const html = await fetchResults(
			widgetId,
			postId,
			window.location.href,
			page,
			call.signal
		);
		if ( ! endCall( root, call ) ) {
			// A filter changed meanwhile: its refresh owns the results and the button.
			return;
		}
		const appended = html === null ? null : appendPage( found, html );
		if ( ! appended ) {
			// What was loaded stays; the button offers to try again.
			setLoading( 'failed' );
			setMessage(
				__( 'The next items could not be loaded.', 'vitrine' )
			);
			return;
		}
		setLoading( 'idle' );
		syncMore();
		const shown = found.querySelectorAll(
			'.vitrine-loop-grid__items > .vitrine-loop-grid__item'
		).length;
		setMessage( shownMessage( shown, appended.state?.total ?? shown ) );
		if ( moveFocus ) {
			appended.added[ 0 ]
				?.querySelector< HTMLElement >( 'a, button' )
				?.focus();
		}
	};

	// Infinite scroll: the button loads the next page when it comes near the viewport; it
	// stays a button for keyboards and browsers without IntersectionObserver, and after a
	// failure it waits to be pressed.
	const loadRef = useRef( loadMore );
	loadRef.current = loadMore;
	useEffect( () => {
		const button = more.current;
		if (
			pagination !== 'infinite' ||
			! button ||
			! hasMore ||
			loading !== 'idle' ||
			typeof IntersectionObserver !== 'function'
		) {
			return;
		}
		return whenNear( button, () => loadRef.current( false ) );
	}, [ pagination, hasMore, loading ] );

	return (
		<div ref={ ref }>
			<span className="vitrine-loop-grid__status" role="status">
				{ message }
			</span>
			{ appends && hasMore && (
				<button
					type="button"
					ref={ more }
					className="vitrine-loop-grid__more"
					aria-disabled={ loading === 'loading' }
					onClick={ () => loadMore( true ) }
				>
					{ loading === 'loading' && (
						<span
							className="vitrine-loop-grid__spinner"
							aria-hidden="true"
						/>
					) }
					{ buttonLabel( loading ) }
				</button>
			) }
		</div>
	);
}

function buttonLabel( loading: Loading ): string {
	if ( loading === 'loading' ) {
		return __( 'Loading…', 'vitrine' );
	}
	return loading === 'failed'
		? __( 'Try again', 'vitrine' )
		: __( 'Load more', 'vitrine' );
}
