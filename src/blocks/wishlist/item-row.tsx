/**
 * One row of the wishlist table: picture, name, price, stock, quantity (the cart's shared
 * stepper, sent after a 1 s pause), add to cart, move, remove, and for the owner a drag handle plus up/down buttons.
 */

/**
 * External dependencies
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { debounce } from '../../lib/debounce';
import { parseQuantity } from '../../lib/wishlist';
import { QuantityStepper } from '../../widgets/shared/quantity-stepper';
import type { WishlistRow } from '../../widgets/shared/wishlist-api';

export const QUANTITY_DELAY_MS = 1000;

export interface ItemRowProps {
	item: WishlistRow;
	isOwner: boolean;
	isFirst: boolean;
	isLast: boolean;
	lists: Array< { token: string; name: string } >;
	onQuantity: ( item: WishlistRow, quantity: number ) => void;
	onStep: ( item: WishlistRow, direction: -1 | 1 ) => void;
	onRemove: ( item: WishlistRow ) => void;
	onMove: ( item: WishlistRow, destination: string ) => void;
	onAddToCart: ( item: WishlistRow ) => void;
}

export function ItemRow( props: ItemRowProps ) {
	const { item, isOwner, isFirst, isLast, lists } = props;
	const { onQuantity, onStep, onRemove, onMove, onAddToCart } = props;
	const sortable = useSortable( { id: item.id, disabled: ! isOwner } );
	const sendQuantity = useMemo(
		() =>
			debounce(
				( value: number ) => onQuantity( item, value ),
				QUANTITY_DELAY_MS
			),
		// eslint-disable-next-line react-hooks/exhaustive-deps -- one debouncer per row.
		[ item.id ]
	);
	useEffect( () => () => sendQuantity.cancel(), [ sendQuantity ] );

	const style = {
		transform: CSS.Transform.toString( sortable.transform ),
		transition: sortable.transition,
	};

	return (
		<tr
			ref={ sortable.setNodeRef }
			style={ style }
			className={ sortable.isDragging ? 'is-dragging' : undefined }
			data-item-id={ item.id }
			data-row-id={ item.productId }
		>
			{ isOwner && (
				<td className="vitrine-wishlist-table__order">
					<button
						type="button"
						className="vitrine-wishlist-table__icon vitrine-wishlist-table__handle"
						aria-label={ sprintf(
							/* translators: %s: product name. */
							__(
								'Drag to reorder “%s” (Space, then the arrow keys)',
								'vitrine'
							),
							item.name
						) }
						{ ...sortable.attributes }
						{ ...sortable.listeners }
					>
						⠿
					</button>
					<button
						type="button"
						className="vitrine-wishlist-table__icon"
						disabled={ isFirst }
						onClick={ () => onStep( item, -1 ) }
						aria-label={ sprintf(
							/* translators: %s: product name. */
							__( 'Move “%s” up', 'vitrine' ),
							item.name
						) }
					>
						↑
					</button>
					<button
						type="button"
						className="vitrine-wishlist-table__icon"
						disabled={ isLast }
						onClick={ () => onStep( item, 1 ) }
						aria-label={ sprintf(
							/* translators: %s: product name. */
							__( 'Move “%s” down', 'vitrine' ),
							item.name
						) }
					>
						↓
					</button>
				</td>
			) }
			<td className="vitrine-wishlist-table__image">
				{ item.image && (
					<img
						src={ item.image }
						alt=""
						width={ 64 }
						height={ 64 }
						loading="lazy"
					/>
				) }
			</td>
			<td className="vitrine-wishlist-table__name">
				<a href={ item.url }>{ item.name }</a>
			</td>
			{ /* The price is the server's escaped markup (Money::price_html). */ }
			<td
				className="vitrine-wishlist-table__price"
				data-label={ __( 'Price', 'vitrine' ) }
				dangerouslySetInnerHTML={ { __html: item.priceHtml } }
			/>
			<td
				className={ `vitrine-wishlist-table__stock is-${ item.stock }` }
				data-label={ __( 'Stock', 'vitrine' ) }
			>
				{ item.stockLabel }
			</td>
			<td
				className="vitrine-wishlist-table__added"
				data-label={ __( 'Added', 'vitrine' ) }
			>
				{ item.addedLabel }
			</td>
			<td
				className="vitrine-wishlist-table__quantity"
				data-label={ __( 'Quantity', 'vitrine' ) }
			>
				{ isOwner ? (
					// The cart's stepper (same markup, labels and keys), its box included.
					<div className="vitrine-quantity">
						<QuantityStepper
							id={ `vitrine-wishlist-quantity-${ item.id }` }
							name="quantity"
							value={ item.quantity }
							min={ 1 }
							max={ 9999 }
							step={ 1 }
							label={ sprintf(
								/* translators: %s: product name. */
								__( '%s quantity', 'vitrine' ),
								item.name
							) }
							onValue={ ( text ) => {
								const value = parseQuantity( text );
								if ( value === null ) {
									sendQuantity.cancel();
								} else {
									sendQuantity( value );
								}
							} }
						/>
					</div>
				) : (
					item.quantity
				) }
			</td>
			<td className="vitrine-wishlist-table__actions">
				{ item.purchasable && (
					<button
						type="button"
						className="button wp-element-button vitrine-button"
						onClick={ () => onAddToCart( item ) }
					>
						{ __( 'Add to cart', 'vitrine' ) }
					</button>
				) }
				{ isOwner && lists.length > 0 && (
					<select
						aria-label={ sprintf(
							/* translators: %s: product name. */
							__( 'Move “%s” to another list', 'vitrine' ),
							item.name
						) }
						value=""
						onChange={ ( event ) =>
							event.target.value &&
							onMove( item, event.target.value )
						}
					>
						<option value="">
							{ __( 'Move to…', 'vitrine' ) }
						</option>
						{ lists.map( ( list ) => (
							<option key={ list.token } value={ list.token }>
								{ list.name }
							</option>
						) ) }
						<option value="new">
							{ __( 'A new list…', 'vitrine' ) }
						</option>
					</select>
				) }
				{ isOwner && (
					<button
						type="button"
						className="button wp-element-button vitrine-button vitrine-button--secondary vitrine-wishlist-table__remove"
						onClick={ () => onRemove( item ) }
						aria-label={ sprintf(
							/* translators: %s: product name. */
							__( 'Remove “%s” from the wishlist', 'vitrine' ),
							item.name
						) }
					>
						{ __( 'Remove', 'vitrine' ) }
					</button>
				) }
			</td>
		</tr>
	);
}
