/**
 * Case-study cards in a slider: their "View gallery" link (the case study's page without
 * JavaScript) opens the study's gallery in the lightbox instead, through the case-study
 * widget's `gallery_popup123` call. A failed call only logs `error`, as in the grid.
 */

const SELECTOR = 'a.vitrine-case-study__gallery-button[data-id]';

const loadGallery = () =>
	import(
		/* webpackChunkName: "case-study-gallery" */ '../../blocks/case-studies/case-studies'
	);

/**
 * Makes the gallery links under `root` open the lightbox; returns the undo.
 *
 * @param root The slider.
 */
export function enhanceGalleryButtons( root: HTMLElement ): () => void {
	const links = Array.from(
		root.querySelectorAll< HTMLElement >( SELECTOR )
	);
	links.forEach( ( link ) => link.setAttribute( 'aria-haspopup', 'dialog' ) );

	const open = async ( event: MouseEvent ) => {
		const link = ( event.target as Element | null )?.closest< HTMLElement >(
			SELECTOR
		);
		const id = Number( link?.dataset.id );
		if ( ! link || ! Number.isInteger( id ) || id < 1 ) {
			return;
		}
		event.preventDefault();
		link.setAttribute( 'aria-busy', 'true' );
		try {
			await ( await loadGallery() ).openGallery( id, link );
		} catch ( error ) {
			// eslint-disable-next-line no-console
			console.error( 'error', error );
		} finally {
			link.removeAttribute( 'aria-busy' );
		}
	};
	root.addEventListener( 'click', open );
	return () => {
		root.removeEventListener( 'click', open );
		links.forEach( ( link ) => link.removeAttribute( 'aria-haspopup' ) );
	};
}
