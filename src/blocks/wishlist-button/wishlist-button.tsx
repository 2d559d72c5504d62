/**
 * Add to wishlist: a heart button. On single-list sites a click adds to the default list; on
 * multi-list sites it opens the two-tab popup. After `true` or `exists` the button becomes a
 * "Browse wishlist" link (kept as a button, marked, on multi-list sites that do not hide it).
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	cookiesEnabled,
	isWished,
	parseSettings,
	stateAfterAdd,
} from '../../lib/wishlist';
import { RequestError } from '../../runtime/errors';
import {
	addToWishlist,
	type AddTarget,
} from '../../widgets/shared/wishlist-api';
import { AddPopup } from './add-popup';
import { useWishlists } from './use-wishlists';

export interface WishlistButtonProps {
	productId: number;
	productName: string;
	/** The block's label style: the heart alone (named for screen readers) or with its text. */
	labelStyle?: 'icon' | 'icon-text';
	/** `default` adds straight to the default list, even where visitors keep several. */
	list?: 'choose' | 'default';
}

const settings = () =>
	parseSettings(
		( window.vitrineSettings as Record< string, unknown > | undefined )
			?.wishlist
	);

export function WishlistButton( {
	productId,
	productName,
	labelStyle = 'icon-text',
	list = 'choose',
}: WishlistButtonProps ) {
	const options = settings();
	const choose = options.multi && list === 'choose';
	const lists = useWishlists();
	const [ open, setOpen ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const [ message, setMessage ] = useState( '' );
	const [ error, setError ] = useState( '' );
	const [ wishlistUrl, setWishlistUrl ] = useState( options.pageUrl );
	// The button, or the link that replaces it once the product is wished ("browse").
	const opener = useRef< HTMLElement | null >( null );
	const setOpener = ( node: HTMLElement | null ) => {
		opener.current = node;
	};
	const wasOpen = useRef( false );
	const timer = useRef< ReturnType< typeof setTimeout > >();
	const wished = isWished( productId, lists );

	useEffect( () => () => clearTimeout( timer.current ), [] );

	// Focus goes back once the popup has gone: while its modal <dialog> is open the page behind
	// is inert, and by then an add may have turned the button into the "Browse wishlist" link.
	useEffect( () => {
		if ( open ) {
			wasOpen.current = true;
		} else if ( wasOpen.current ) {
			wasOpen.current = false;
			opener.current?.focus();
		}
	}, [ open ] );

	const close = () => {
		clearTimeout( timer.current );
		setOpen( false );
		setError( '' );
		setMessage( '' );
	};

	const add = async ( target: AddTarget ) => {
		setBusy( true );
		setError( '' );
		try {
			const reply = await addToWishlist(
				productId,
				target,
				opener.current
			);
			setMessage( reply.message );
			setWishlistUrl( reply.wishlistUrl || options.pageUrl );
			// The popup closes, or the notice goes, after the configured time.
			clearTimeout( timer.current );
			timer.current = open
				? setTimeout( close, options.popupMs )
				: setTimeout( () => setMessage( '' ), options.noticeMs );
		} catch ( caught ) {
			setError(
				caught instanceof RequestError
					? caught.message
					: __(
							'The product could not be added. Please try again.',
							'vitrine'
						)
			);
		} finally {
			setBusy( false );
		}
	};

	const onClick = () => {
		if ( ! cookiesEnabled( window.navigator ) ) {
			// eslint-disable-next-line no-alert -- the reference's behaviour: nothing can be saved.
			window.alert(
				__(
					'Cookies are disabled: enable them to keep a wishlist.',
					'vitrine'
				)
			);
			return;
		}
		if ( choose ) {
			setOpen( true );
			return;
		}
		add( { wishlistId: '' } );
	};

	const browse = wished && stateAfterAdd( options ) === 'browse';

	return (
		<>
			{ browse ? (
				<a
					ref={ setOpener }
					className="vitrine-wishlist-button__browse"
					href={ wishlistUrl }
				>
					{ __( 'Browse wishlist', 'vitrine' ) }
				</a>
			) : (
				<button
					ref={ setOpener }
					type="button"
					className={ `vitrine-wishlist-button__add${ wished ? ' is-exists' : '' }${
						labelStyle === 'icon' ? ' is-icon' : ''
					}` }
					aria-label={ sprintf(
						/* translators: %s: product name. */
						__( 'Add to wishlist: “%s”', 'vitrine' ),
						productName
					) }
					aria-busy={ busy || undefined }
					aria-haspopup={ choose ? 'dialog' : undefined }
					onClick={ onClick }
				>
					<svg
						viewBox="0 0 24 24"
						width="18"
						height="18"
						aria-hidden="true"
						focusable="false"
					>
						<path
							d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"
							fill={ wished ? 'currentColor' : 'none' }
							stroke="currentColor"
							strokeWidth="1.8"
						/>
					</svg>
					{ labelStyle === 'icon-text' && (
						<span>
							{ wished
								? __( 'In a wishlist', 'vitrine' )
								: __( 'Add to wishlist', 'vitrine' ) }
						</span>
					) }
				</button>
			) }
			{ ! open && (
				<span className="vitrine-wishlist-button__notice" role="status">
					{ message }
					{ error && (
						<span className="vitrine-wishlist-button__error">
							{ error }
						</span>
					) }
				</span>
			) }
			{ open && (
				<AddPopup
					productName={ productName }
					lists={ lists }
					busy={ busy }
					message={ message }
					error={ error }
					onSubmit={ add }
					onClose={ close }
					defaultPrivacy={ options.defaultPrivacy }
				/>
			) }
		</>
	);
}
