/**
 * The product gallery: the server's pictures and thumbnails become a Swiper slider with
 * thumbnails (5 shown, 4 below 1023 px; beside the picture in layout 2 on wide screens), and a
 * click on a picture zooms it in the lightbox, as a gallery of all the product's pictures.
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { MouseEvent } from 'react';

/**
 * Internal dependencies
 */
import type { ImageData } from '../../lib/presentation-props';
import type { GalleryLayout } from '../../lib/product-gallery';
import { Picture } from '../shared/picture';
import type { GallerySwiper } from './create-gallery-swiper';

export interface GalleryImage {
	id: number;
	large: ImageData;
	thumb: ImageData;
	full: string;
}

export interface ProductGalleryProps {
	images: GalleryImage[];
	layout: GalleryLayout;
	title: string;
	eager: boolean;
}

const loadSwiper = () =>
	import(
		/* webpackChunkName: "product-gallery-swiper" */ './create-gallery-swiper'
	);
const loadLightbox = () =>
	import( /* webpackChunkName: "lightbox" */ '../../lightbox' );

export function ProductGallery( props: ProductGalleryProps ) {
	const { images, layout, title, eager } = props;
	const main = useRef< HTMLDivElement >( null );
	const thumbs = useRef< HTMLDivElement >( null );
	const swiper = useRef< GallerySwiper | null >( null );
	const [ current, setCurrent ] = useState( 0 );

	useEffect( () => {
		let stop: ( () => void ) | null = null;
		let cancelled = false;
		loadSwiper()
			.then( ( { createGallerySwiper } ) => {
				if ( cancelled || ! main.current ) {
					return;
				}
				const started = createGallerySwiper(
					main.current,
					thumbs.current,
					layout
				);
				swiper.current = started.swiper;
				started.swiper.on( 'slideChange', () =>
					setCurrent( started.swiper.activeIndex )
				);
				stop = started.destroy;
			} )
			.catch( () => {
				// Without Swiper the pictures stay a scrollable row.
			} );
		return () => {
			cancelled = true;
			stop?.();
		};
	}, [ layout ] );

	const zoom = async ( event: MouseEvent< HTMLAnchorElement > ) => {
		if ( event.metaKey || event.ctrlKey || event.shiftKey ) {
			return;
		}
		event.preventDefault();
		const clicked = event.currentTarget;
		const links = Array.from(
			main.current?.querySelectorAll< HTMLAnchorElement >(
				'.vitrine-product-gallery__zoom'
			) ?? []
		);
		const { openLinks } = await loadLightbox();
		openLinks( links, clicked );
	};

	const show = ( index: number ) => {
		setCurrent( index );
		swiper.current?.slideTo( index );
	};

	return (
		<>
			<div className="vitrine-product-gallery__main" ref={ main }>
				<ul className="vitrine-product-gallery__slides">
					{ images.map( ( image, index ) => (
						<li
							key={ image.id }
							className="vitrine-product-gallery__slide"
						>
							<a
								className="vitrine-product-gallery__zoom"
								href={ image.full }
								aria-label={ sprintf(
									/* translators: 1: image number, 2: product name. */
									__( 'Zoom image %1$d of %2$s', 'vitrine' ),
									index + 1,
									title
								) }
								onClick={ zoom }
							>
								<Picture
									image={ image.large }
									className="vitrine-product-gallery__image"
									eager={ eager && index === 0 }
								/>
							</a>
						</li>
					) ) }
				</ul>
			</div>
			{ images.length > 1 && (
				<div
					className="vitrine-product-gallery__thumbs-viewport"
					ref={ thumbs }
				>
					<ul className="vitrine-product-gallery__thumbs">
						{ images.map( ( image, index ) => (
							<li
								key={ image.id }
								className="vitrine-product-gallery__thumb"
							>
								<button
									type="button"
									className="vitrine-product-gallery__thumb-button"
									aria-label={ sprintf(
										/* translators: %d: image number. */
										__( 'Show image %d', 'vitrine' ),
										index + 1
									) }
									aria-current={
										index === current ? 'true' : undefined
									}
									onClick={ () => show( index ) }
								>
									<Picture
										image={ image.thumb }
										className="vitrine-product-gallery__thumb-image"
									/>
								</button>
							</li>
						) ) }
					</ul>
				</div>
			) }
		</>
	);
}
