/**
 * The case-study grid: cards whose "View gallery" button fetches the study's gallery
 * (`gallery_popup123`) and browses it in the lightbox. A failed call only logs `error`
 * (docs/product-spec.md §8); the button stays usable.
 */

/**
 * External dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { postAjax } from '../../runtime/ajax';
import type { ImageData } from '../../lib/props';
import { Picture } from '../../widgets/shared/picture';

export interface CaseStudy {
	id: number;
	title: string;
	excerpt: string;
	client: string;
	url: string;
	image: ImageData | null;
}

export interface CaseStudiesProps {
	items: CaseStudy[];
}

const loadLightbox = () =>
	import( /* webpackChunkName: "lightbox" */ '../../lightbox' );

/**
 * Opens a case study's gallery in the lightbox.
 * @param id     Case study id (the card's `data-id`).
 * @param opener Button that gets focus back.
 */
export async function openGallery(
	id: number,
	opener: HTMLElement
): Promise< void > {
	const [ html, lightbox ] = await Promise.all( [
		postAjax( 'gallery_popup123', { id: String( id ) } ),
		loadLightbox(),
	] );
	const slides = lightbox.slidesFromGalleryHtml( html );
	if ( slides.length ) {
		lightbox.openLightbox( slides, { opener } );
	} else {
		lightbox.openHtml( html, { opener } );
	}
}

function Card( { study }: { study: CaseStudy } ) {
	const [ busy, setBusy ] = useState( false );
	const open = async ( event: { currentTarget: HTMLButtonElement } ) => {
		const button = event.currentTarget;
		setBusy( true );
		try {
			await openGallery( study.id, button );
		} catch ( error ) {
			// eslint-disable-next-line no-console
			console.error( 'error', error );
		} finally {
			setBusy( false );
		}
	};
	return (
		<li className="vitrine-case-studies__item" data-id={ study.id }>
			<article className="vitrine-case-studies__card">
				{ study.image && (
					<div className="vitrine-case-studies__media">
						<Picture
							image={ study.image }
							className="vitrine-case-studies__image"
						/>
					</div>
				) }
				<div className="vitrine-case-studies__body">
					{ study.client && (
						<p className="vitrine-case-studies__client">
							{ study.client }
						</p>
					) }
					<h3 className="vitrine-case-studies__title">
						<a href={ study.url }>{ study.title }</a>
					</h3>
					{ study.excerpt && (
						<p className="vitrine-case-studies__excerpt">
							{ study.excerpt }
						</p>
					) }
					<button
						type="button"
						className="vitrine-case-studies__gallery wp-element-button button"
						data-id={ study.id }
						aria-busy={ busy || undefined }
						aria-haspopup="dialog"
						onClick={ open }
					>
						{ __( 'View gallery', 'vitrine' ) }
					</button>
				</div>
			</article>
		</li>
	);
}

export function CaseStudies( { items }: CaseStudiesProps ) {
	return (
		<ul className="vitrine-case-studies__list">
			{ items.map( ( study ) => (
				<Card key={ study.id } study={ study } />
			) ) }
		</ul>
	);
}
