/**
 * The quick view of a product list. Its mount point sits inside the list
 * (`.vitrine-products[data-loop-name]`); it takes over the cards' quick view links (which
 * open the product page without JavaScript): a click shows a loading state on the button,
 * fetches `jws_ajax_load_product` and opens the product in a modal, which steps to the
 * previous / next product of the same list. A failed fetch is ignored quietly (the loading
 * state goes away). Escape, the close button and the backdrop close the modal; it fades out
 * and is removed 500 ms later, and focus returns to the card's button.
 */

/**
 * External dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { QUICK_VIEW_REMOVAL_DELAY, stepIndex } from '../../lib/quick-view';
import { getAjax } from '../../runtime/ajax';
import { Modal } from '../shared/modal';

export const BUTTON = '.vitrine-quick-view-button';
const LOADING = 'is-loading';

interface Shown {
	html: string;
	titleId: string;
	button: HTMLElement;
}

/**
 * The quick view buttons of the same list as `button`, in list order.
 * @param button A quick view button.
 */
export function listButtons( button: HTMLElement ): HTMLElement[] {
	const name = button.dataset.loopName ?? '';
	return Array.from( document.querySelectorAll< HTMLElement >( BUTTON ) )
		.filter( ( other ) => ( other.dataset.loopName ?? '' ) === name )
		.sort(
			( a, b ) =>
				Number( a.dataset.loopPosition ?? 0 ) -
				Number( b.dataset.loopPosition ?? 0 )
		);
}

/**
 * Fetches a product's quick view HTML.
 * @param button The product's quick view button.
 */
function fetchProduct( button: HTMLElement ): Promise< string > {
	return getAjax( 'jws_ajax_load_product', {
		id: button.dataset.product_id ?? '',
	} );
}

export function QuickView() {
	const marker = useRef< HTMLSpanElement >( null );
	const content = useRef< HTMLDivElement >( null );
	const [ shown, setShown ] = useState< Shown | null >( null );
	const [ closing, setClosing ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const removal = useRef< number >();

	const load = useCallback( async ( button: HTMLElement ) => {
		button.classList.add( LOADING );
		button.setAttribute( 'aria-busy', 'true' );
		setBusy( true );
		try {
			const html = await fetchProduct( button );
			window.clearTimeout( removal.current );
			setClosing( false );
			setShown( {
				html,
				titleId: /data-title-id="([^"]+)"/.exec( html )?.[ 1 ] ?? '',
				button,
			} );
		} catch {
			// Ignored quietly (docs/product-spec.md §8): the button stays usable.
		} finally {
			button.classList.remove( LOADING );
			button.removeAttribute( 'aria-busy' );
			setBusy( false );
		}
	}, [] );

	// Take over the list's quick view links.
	useEffect( () => {
		const list = marker.current?.closest( '.vitrine-products' );
		if ( ! list ) {
			return undefined;
		}
		list.querySelectorAll( BUTTON ).forEach( ( button ) =>
			button.setAttribute( 'aria-haspopup', 'dialog' )
		);
		const onClick = ( event: Event ) => {
			const mouse = event as MouseEvent;
			const button = ( event.target as Element | null )?.closest?.(
				BUTTON
			);
			if (
				! ( button instanceof HTMLElement ) ||
				! list.contains( button ) ||
				mouse.metaKey ||
				mouse.ctrlKey ||
				mouse.shiftKey ||
				mouse.altKey
			) {
				return;
			}
			event.preventDefault();
			if ( ! button.classList.contains( LOADING ) ) {
				load( button );
			}
		};
		list.addEventListener( 'click', onClick );
		return () => list.removeEventListener( 'click', onClick );
	}, [ load ] );

	// Mount the widgets of the fetched product (gallery, quantity) and name the dialog.
	useEffect( () => {
		if ( shown && content.current ) {
			window.vitrine?.mount( content.current );
		}
	}, [ shown ] );

	// Focus goes back once the trap has let go (the render that starts the fade-out).
	useEffect( () => {
		if ( closing ) {
			shown?.button.focus();
		}
	}, [ closing, shown ] );

	useEffect( () => () => window.clearTimeout( removal.current ), [] );

	const close = useCallback( () => {
		if ( ! shown ) {
			return;
		}
		setClosing( true );
		removal.current = window.setTimeout( () => {
			setShown( null );
			setClosing( false );
		}, QUICK_VIEW_REMOVAL_DELAY );
	}, [ shown ] );

	const buttons = shown ? listButtons( shown.button ) : [];
	const index = shown ? buttons.indexOf( shown.button ) : -1;
	const target = ( direction: -1 | 1 ) =>
		buttons[ stepIndex( buttons.length, index, direction ) ];
	const previous = target( -1 );
	const next = target( 1 );

	return (
		<>
			<span ref={ marker } hidden />
			{ shown && (
				<Modal
					classPrefix="vitrine-modal"
					className="vitrine-modal vitrine-quick-view"
					labelledBy={ shown.titleId }
					label={ __( 'Quick view', 'vitrine' ) }
					closing={ closing }
					busy={ busy }
					portal
					onClose={ close }
				>
					<div
						ref={ content }
						className="vitrine-quick-view__content"
						// Escaped by the server's renderers (QuickView.php).
						dangerouslySetInnerHTML={ { __html: shown.html } }
					/>
					{ previous && next && (
						<div className="vitrine-quick-view__nav">
							<button
								type="button"
								className="vitrine-quick-view__previous"
								onClick={ () => load( previous ) }
								disabled={ busy }
							>
								<span aria-hidden="true">←</span>{ ' ' }
								{ __( 'Previous product', 'vitrine' ) }
							</button>
							<button
								type="button"
								className="vitrine-quick-view__next"
								onClick={ () => load( next ) }
								disabled={ busy }
							>
								{ __( 'Next product', 'vitrine' ) }{ ' ' }
								<span aria-hidden="true">→</span>
							</button>
						</div>
					) }
				</Modal>
			) }
		</>
	);
}
