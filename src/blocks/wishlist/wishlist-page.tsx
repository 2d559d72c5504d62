/**
 * The wishlist page. Nothing about the visitor is in the (cacheable) HTML: the list comes from
 * `load_fragments`, and every change goes through the reference's actions.
 */

/**
 * External dependencies
 */
import {
	useCallback,
	useEffect,
	useId,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { addToCart } from '../../widgets/cart-link/cart-api';
import {
	focusAfterRemoval,
	moveByStep,
	moveItem,
	parseSettings,
} from '../../lib/wishlist';
import { RequestError } from '../../runtime/errors';
import {
	deleteItem,
	loadWishlist,
	moveToList,
	savePrivacy,
	sortItems,
	updateQuantity,
	type WishlistPageData,
	type WishlistRow,
} from '../../widgets/shared/wishlist-api';
import { EstimateForm } from './estimate-form';
import { ItemsTable } from './items-table';
import { ListSwitcher } from './list-switcher';
import { NewListDialog } from './new-list-dialog';
import { ShareLink } from './share-link';
import { TitleEditor } from './title-editor';

export interface WishlistPageProps {
	token: string;
	manage: boolean;
	perPage: number;
}

const messageOf = ( caught: unknown, fallback: string ): string =>
	caught instanceof RequestError ? caught.message : fallback;

export function WishlistPage( { token, manage, perPage }: WishlistPageProps ) {
	const id = useId();
	const settings = parseSettings(
		( window.vitrineSettings as Record< string, unknown > | undefined )
			?.wishlist
	);
	const [ data, setData ] = useState< WishlistPageData | null >( null );
	const [ loading, setLoading ] = useState( ! manage );
	const [ page, setPage ] = useState( 1 );
	const [ notice, setNotice ] = useState( '' );
	const [ error, setError ] = useState( '' );
	const [ newListFor, setNewListFor ] = useState< WishlistRow | null >(
		null
	);
	const opener = useRef< HTMLElement | null >( null );
	const root = useRef< HTMLDivElement >( null );
	// After a removal: the row whose Remove button takes focus, or null for the heading.
	const focusNext = useRef< number | null | undefined >( undefined );

	// Once the list has come back without the removed row, focus goes to the next row's
	// Remove button (else the previous one's), or to the list's heading when none is left.
	useEffect( () => {
		if ( focusNext.current === undefined || ! root.current ) {
			return;
		}
		const next =
			focusNext.current === null
				? null
				: root.current.querySelector< HTMLElement >(
						`[data-item-id="${ focusNext.current }"] .vitrine-wishlist-table__remove`
					);
		focusNext.current = undefined;
		(
			next ??
			root.current.querySelector< HTMLElement >(
				'.vitrine-wishlist__title'
			)
		)?.focus();
	}, [ data ] );

	// Focus goes back once the dialog is gone and the page is no longer inert.
	useEffect( () => {
		if ( ! newListFor && opener.current ) {
			opener.current.focus();
			opener.current = null;
		}
	}, [ newListFor ] );

	const reload = useCallback( async () => {
		try {
			setData( await loadWishlist( token, page, perPage ) );
		} catch ( caught ) {
			setError(
				messageOf(
					caught,
					__( 'The wishlist could not be loaded.', 'vitrine' )
				)
			);
		} finally {
			setLoading( false );
		}
	}, [ token, page, perPage ] );

	useEffect( () => {
		if ( ! manage ) {
			reload();
		}
	}, [ manage, reload ] );

	useEffect( () => {
		if ( ! notice ) {
			return;
		}
		const timer = window.setTimeout(
			() => setNotice( '' ),
			settings.noticeMs
		);
		return () => window.clearTimeout( timer );
	}, [ notice, settings.noticeMs ] );

	// The manage screen is printed by the server (ManageView); the widget is not mounted there.
	if ( manage ) {
		return null;
	}
	if ( loading ) {
		return (
			<p className="vitrine-wishlist__loading">
				{ __( 'Loading the wishlist…', 'vitrine' ) }
			</p>
		);
	}
	if ( ! data ) {
		return (
			<div className="vitrine-wishlist">
				{ error && (
					<p className="vitrine-wishlist__error" role="alert">
						{ error }
					</p>
				) }
				<p>
					{ token
						? __(
								'This wishlist does not exist or is private.',
								'vitrine'
							)
						: __( 'Your wishlist is empty for now.', 'vitrine' ) }
				</p>
			</div>
		);
	}

	const run = async (
		action: () => Promise< unknown >,
		failure: string,
		done = ''
	) => {
		setError( '' );
		try {
			await action();
			if ( done ) {
				setNotice( done );
			}
		} catch ( caught ) {
			setError( messageOf( caught, failure ) );
		}
		await reload();
	};

	const reorder = ( items: WishlistRow[] ) => {
		setData( { ...data, items } );
		run(
			() =>
				sortItems(
					data.token,
					items.map( ( item ) => item.id ),
					data.page,
					data.perPage
				),
			__( 'The new order could not be saved.', 'vitrine' )
		);
	};

	const move = ( item: WishlistRow, destination: string, name = '' ) =>
		run(
			async () =>
				setNotice(
					await moveToList( data.token, destination, item.id, name )
				),
			__( 'The item could not be moved.', 'vitrine' )
		);

	const moveTo = ( item: WishlistRow, destination: string ) => {
		if ( destination === 'new' ) {
			// The name is asked in a dialog; focus goes back to the select afterwards.
			const active = root.current?.ownerDocument.activeElement;
			opener.current = active instanceof HTMLElement ? active : null;
			setNewListFor( item );
			return;
		}
		move( item, destination );
	};

	const closeNewList = () => setNewListFor( null );

	const toCart = ( item: WishlistRow ) =>
		run(
			async () => {
				await addToCart( {
					productId: item.productId,
					quantity: item.quantity,
				} );
				if ( settings.removeAfterCart && data.isOwner ) {
					await deleteItem( item.id, {
						productId: item.productId,
						wishlistId: data.id,
					} );
				}
			},
			__( 'The product could not be added to the cart.', 'vitrine' ),
			sprintf(
				/* translators: %s: product name. */
				__( '“%s” has been added to your cart.', 'vitrine' ),
				item.name
			)
		);

	return (
		<div className="vitrine-wishlist" ref={ root }>
			<div className="vitrine-wishlist__header">
				<TitleEditor
					key={ data.name }
					wishlistId={ data.id }
					title={ data.name }
					isOwner={ data.isOwner }
					onSaved={ ( name ) => setData( { ...data, name } ) }
				/>
				{ data.isOwner && (
					<ListSwitcher
						lists={ data.allLists ?? [] }
						manageUrl={ data.manageUrl ?? '' }
					/>
				) }
			</div>
			{ data.isOwner && (
				<p className="vitrine-wishlist__privacy">
					<label htmlFor={ `${ id }-privacy` }>
						{ __( 'Who can see this list', 'vitrine' ) }
					</label>{ ' ' }
					<select
						id={ `${ id }-privacy` }
						value={ data.privacy }
						onChange={ ( event ) => {
							const privacy = Number( event.target.value );
							run(
								() => savePrivacy( data.id, privacy ),
								__(
									'The privacy could not be saved.',
									'vitrine'
								)
							);
						} }
					>
						<option value={ 0 }>
							{ __( 'Public', 'vitrine' ) }
						</option>
						<option value={ 1 }>
							{ __( 'Shared (anyone with the link)', 'vitrine' ) }
						</option>
						<option value={ 2 }>
							{ __( 'Private', 'vitrine' ) }
						</option>
					</select>
				</p>
			) }
			{ data.shareUrl && <ShareLink url={ data.shareUrl } /> }
			<div className="vitrine-wishlist__feedback" role="status">
				{ notice }
			</div>
			{ error && (
				<div
					className="vitrine-notice vitrine-notice--error vitrine-wishlist__error"
					role="alert"
				>
					<p>{ error }</p>
				</div>
			) }
			{ data.items.length === 0 ? (
				<p>
					{ __(
						'No products have been added to this wishlist yet.',
						'vitrine'
					) }
				</p>
			) : (
				<ItemsTable
					name={ data.name }
					items={ data.items }
					isOwner={ data.isOwner }
					lists={ data.lists }
					onReorder={ ( from, to ) =>
						reorder( moveItem( data.items, from, to ) )
					}
					onStep={ ( item, direction ) =>
						reorder(
							moveByStep(
								data.items,
								data.items.indexOf( item ),
								direction
							)
						)
					}
					onQuantity={ ( item, quantity ) =>
						run(
							() =>
								updateQuantity(
									data.token,
									item.productId,
									quantity
								),
							__( 'The quantity could not be saved.', 'vitrine' ),
							__( 'Quantity saved.', 'vitrine' )
						)
					}
					onRemove={ ( item ) => {
						focusNext.current = focusAfterRemoval(
							data.items,
							item.id
						);
						run(
							() =>
								deleteItem( item.id, {
									productId: item.productId,
									wishlistId: data.id,
								} ),
							__( 'The item could not be removed.', 'vitrine' ),
							sprintf(
								/* translators: %s: product name. */
								__(
									'“%s” has been removed from your wishlist.',
									'vitrine'
								),
								item.name
							)
						);
					} }
					onMove={ moveTo }
					onAddToCart={ toCart }
				/>
			) }
			{ newListFor && (
				<NewListDialog
					productName={ newListFor.name }
					onSubmit={ ( name ) => {
						closeNewList();
						move( newListFor, 'new', name );
					} }
					onClose={ closeNewList }
				/>
			) }
			{ data.pages > 1 && (
				<nav
					className="vitrine-wishlist__pages"
					aria-label={ __( 'Wishlist pages', 'vitrine' ) }
				>
					<button
						type="button"
						className="button wp-element-button vitrine-button vitrine-button--secondary"
						disabled={ page <= 1 }
						onClick={ () => setPage( page - 1 ) }
					>
						{ __( 'Previous', 'vitrine' ) }
					</button>
					<span>
						{ sprintf(
							/* translators: 1: page number, 2: number of pages. */
							__( 'Page %1$d of %2$d', 'vitrine' ),
							data.page,
							data.pages
						) }
					</span>
					<button
						type="button"
						className="button wp-element-button vitrine-button vitrine-button--secondary"
						disabled={ page >= data.pages }
						onClick={ () => setPage( page + 1 ) }
					>
						{ __( 'Next', 'vitrine' ) }
					</button>
				</nav>
			) }
			{ data.isOwner && settings.estimate && data.items.length > 0 && (
				<EstimateForm token={ data.token } />
			) }
		</div>
	);
}
