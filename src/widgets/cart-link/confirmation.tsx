/**
 * The add-to-cart confirmation: the product's image and title (or the error), a link to the
 * cart; it fades in, stays about 2 s and fades out over 1 s (`src/lib/add-to-cart.ts`). A status
 * region announces it without moving focus; hovering or focusing it keeps it until left.
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	CONFIRMATION_TIMING,
	type ConfirmationPhase,
} from '../../lib/add-to-cart';
import type { AddToCartOutcome } from './add-to-cart-forms';

export interface ConfirmationProps {
	outcome: AddToCartOutcome;
	cartUrl: string;
	confirmText: string;
	viewText: string;
	onGone: () => void;
}

export function Confirmation( {
	outcome,
	cartUrl,
	confirmText,
	viewText,
	onGone,
}: ConfirmationProps ) {
	const [ phase, setPhase ] = useState< ConfirmationPhase >( 'entering' );
	const [ held, setHeld ] = useState( false );
	const box = useRef< HTMLDivElement >( null );

	// A popover sits in the top layer, so it shows above an open quick view <dialog>.
	useEffect( () => {
		const element = box.current;
		try {
			// jsdom and older browsers have no popovers.
			if ( typeof element?.showPopover === 'function' ) {
				// Set here: React's types do not know the attribute yet.
				element.setAttribute( 'popover', 'manual' );
				element.showPopover();
			}
		} catch {
			// Already shown, or popovers unsupported: it is a fixed box then.
		}
		const frame = window.requestAnimationFrame( () => setPhase( 'shown' ) );
		return () => window.cancelAnimationFrame( frame );
	}, [ outcome ] );

	useEffect( () => {
		if ( held || phase === 'entering' ) {
			return undefined;
		}
		const { fadeIn, stay, fadeOut } = CONFIRMATION_TIMING;
		const timer = window.setTimeout(
			() => ( phase === 'leaving' ? onGone() : setPhase( 'leaving' ) ),
			phase === 'leaving' ? fadeOut : fadeIn + stay
		);
		return () => window.clearTimeout( timer );
	}, [ phase, held, onGone ] );

	const hold = () => {
		setHeld( true );
		setPhase( 'shown' );
	};
	const release = () => setHeld( false );
	const line = outcome.reply?.line;
	const title = line?.name ?? outcome.title;
	const image = line?.image || outcome.image;

	return (
		<div
			ref={ box }
			className={ `vitrine-cart-confirmation is-${ phase }${
				outcome.error ? ' is-error' : ''
			}` }
			role={ outcome.error ? 'alert' : 'status' }
			onMouseEnter={ hold }
			onMouseLeave={ release }
			onFocus={ hold }
			onBlur={ release }
		>
			{ image && ! outcome.error && (
				<img
					className="vitrine-cart-confirmation__image"
					src={ image }
					alt=""
					width={ 64 }
					height={ 64 }
				/>
			) }
			<div className="vitrine-cart-confirmation__text">
				<p className="vitrine-cart-confirmation__title">{ title }</p>
				<p className="vitrine-cart-confirmation__message">
					{ outcome.error ?? confirmText }
				</p>
				<a className="vitrine-cart-confirmation__link" href={ cartUrl }>
					{ viewText }
				</a>
			</div>
			<button
				type="button"
				className="vitrine-cart-confirmation__close"
				aria-label={ __( 'Close', 'vitrine' ) }
				onClick={ onGone }
			>
				×
			</button>
		</div>
	);
}
