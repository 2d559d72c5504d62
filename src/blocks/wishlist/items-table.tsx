/**
 * The wishlist's table; the owner reorders it by dragging (pointer or keyboard, @dnd-kit) or
 * with the up/down buttons.
 */

/**
 * External dependencies
 */
import {
	DndContext,
	KeyboardSensor,
	PointerSensor,
	closestCenter,
	useSensor,
	useSensors,
	type DragEndEvent,
} from '@dnd-kit/core';
import {
	SortableContext,
	sortableKeyboardCoordinates,
	verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { WishlistRow } from '../../widgets/shared/wishlist-api';
import { ItemRow, type ItemRowProps } from './item-row';

export interface ItemsTableProps extends Omit<
	ItemRowProps,
	'item' | 'isFirst' | 'isLast'
> {
	name: string;
	items: WishlistRow[];
	onReorder: ( from: number, to: number ) => void;
}

export function ItemsTable( props: ItemsTableProps ) {
	const { name, items, isOwner, onReorder, ...rowProps } = props;
	const sensors = useSensors(
		useSensor( PointerSensor, { activationConstraint: { distance: 4 } } ),
		useSensor( KeyboardSensor, {
			coordinateGetter: sortableKeyboardCoordinates,
		} )
	);

	const onDragEnd = ( { active, over }: DragEndEvent ) => {
		if ( ! over || active.id === over.id ) {
			return;
		}
		const from = items.findIndex( ( item ) => item.id === active.id );
		const to = items.findIndex( ( item ) => item.id === over.id );
		onReorder( from, to );
	};

	return (
		<DndContext
			sensors={ sensors }
			collisionDetection={ closestCenter }
			onDragEnd={ onDragEnd }
		>
			<SortableContext
				items={ items.map( ( item ) => item.id ) }
				strategy={ verticalListSortingStrategy }
			>
				<table className="vitrine-wishlist-table">
					<caption className="screen-reader-text">{ name }</caption>
					<thead>
						<tr>
							{ isOwner && (
								<th scope="col">
									{ __( 'Order', 'vitrine' ) }
								</th>
							) }
							<th scope="col">
								<span className="screen-reader-text">
									{ __( 'Image', 'vitrine' ) }
								</span>
							</th>
							<th scope="col">{ __( 'Product', 'vitrine' ) }</th>
							<th scope="col">{ __( 'Price', 'vitrine' ) }</th>
							<th scope="col">{ __( 'Stock', 'vitrine' ) }</th>
							<th scope="col">{ __( 'Added', 'vitrine' ) }</th>
							<th scope="col">{ __( 'Quantity', 'vitrine' ) }</th>
							<th scope="col">
								<span className="screen-reader-text">
									{ __( 'Actions', 'vitrine' ) }
								</span>
							</th>
						</tr>
					</thead>
					<tbody>
						{ items.map( ( item, index ) => (
							<ItemRow
								key={ item.id }
								item={ item }
								isOwner={ isOwner }
								isFirst={ index === 0 }
								isLast={ index === items.length - 1 }
								{ ...rowProps }
							/>
						) ) }
					</tbody>
				</table>
			</SortableContext>
		</DndContext>
	);
}
