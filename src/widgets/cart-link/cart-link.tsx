/**
 * The header's cart link: the number of units from the session call (so cached pages show
 * the visitor's own count), kept in step after each add, and the add-to-cart confirmation.
 */

/**
 * External dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';
import { _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	getSession,
	getSessionSnapshot,
	subscribeToSession,
} from '../../runtime/session';
import { listenToAddToCart, type AddToCartOutcome } from './add-to-cart-forms';
import { Confirmation } from './confirmation';

export interface CartLinkProps {
	cartUrl: string;
	label: string;
	confirmText: string;
	viewText: string;
}

function useCartCount(): number | null {
	const [ count, setCount ] = useState< number | null >(
		getSessionSnapshot()?.cart.count ?? null
	);
	useEffect( () => {
		const unsubscribe = subscribeToSession( ( session ) =>
			setCount( session.cart.count )
		);
		getSession()
			.then( ( session ) => setCount( session.cart.count ) )
			.catch( () => undefined );
		return unsubscribe;
	}, [] );
	return count;
}

export function CartLink( {
	cartUrl,
	label,
	confirmText,
	viewText,
}: CartLinkProps ) {
	const count = useCartCount();
	const [ outcome, setOutcome ] = useState< AddToCartOutcome | null >( null );
	// A new add restarts the confirmation (a new key remounts it).
	const [ serial, setSerial ] = useState( 0 );

	useEffect(
		() =>
			listenToAddToCart( ( next, primary ) => {
				if ( primary ) {
					setOutcome( next );
					setSerial( ( value ) => value + 1 );
				}
			} ),
		[]
	);
	const close = useCallback( () => setOutcome( null ), [] );

	const units =
		count === null
			? label
			: sprintf(
					/* translators: 1: "Cart", 2: number of units in the cart. */
					_n(
						'%1$s, %2$d item',
						'%1$s, %2$d items',
						count,
						'vitrine'
					),
					label,
					count
				);

	return (
		<>
			<a
				className="vitrine-cart-link__link"
				href={ cartUrl }
				aria-label={ units }
			>
				{ label }
				<span className="vitrine-cart-link__count" aria-hidden="true">
					{ count ?? '' }
				</span>
			</a>
			{ outcome && (
				<Confirmation
					key={ serial }
					outcome={ outcome }
					cartUrl={ cartUrl }
					confirmText={ confirmText }
					viewText={ viewText }
					onGone={ close }
				/>
			) }
		</>
	);
}
