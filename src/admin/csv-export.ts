/**
 * The Orders screen's "Export CSV" with a progress bar: the same streamed download
 * (`admin-post.php?action=vitrine_orders_export`), read as it arrives, so the shop manager sees
 * how far a 200,000-order export has come; the file is saved when the last row is in. Without
 * this script (or a browser without streams) the link downloads the file as before.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { countCsv, csvCounter, exportShare } from '../lib/csv-progress';

/**
 * Downloads the export, updating the bar and the status as rows arrive.
 * @param link The Export CSV link.
 * @param box  The progress bar's container.
 */
async function exportWithProgress(
	link: HTMLAnchorElement,
	box: HTMLElement
): Promise< void > {
	const bar = box.querySelector( 'progress' );
	const status = box.querySelector( '.vitrine-export-status' );
	const say = ( text: string ) => {
		if ( status ) {
			status.textContent = text;
		}
	};
	box.hidden = false;
	link.setAttribute( 'aria-disabled', 'true' );
	say( __( 'Preparing the export…', 'vitrine' ) );
	try {
		const response = await window.fetch( link.href, {
			credentials: 'same-origin',
		} );
		if ( ! response.ok || ! response.body ) {
			throw new Error( String( response.status ) );
		}
		const total = Number(
			response.headers.get( 'X-Vitrine-Export-Rows' ) ?? ''
		);
		const reader = response.body.getReader();
		const decoder = new TextDecoder();
		const parts: BlobPart[] = [];
		let counter = csvCounter();
		for (;;) {
			const { done, value } = await reader.read();
			if ( done ) {
				break;
			}
			parts.push( value );
			counter = countCsv(
				counter,
				decoder.decode( value, { stream: true } )
			);
			const rows = Math.max( 0, counter.records - 1 );
			if ( bar ) {
				bar.value = Math.round(
					exportShare( counter.records, total ) * 100
				);
			}
			say(
				total > 0
					? sprintf(
							/* translators: 1: orders exported so far, 2: orders in all. */
							__( '%1$s of %2$s orders exported', 'vitrine' ),
							rows.toLocaleString(),
							total.toLocaleString()
						)
					: sprintf(
							/* translators: %s: orders exported so far. */
							__( '%s orders exported', 'vitrine' ),
							rows.toLocaleString()
						)
			);
		}
		if ( bar ) {
			bar.value = 100;
		}
		const url = URL.createObjectURL(
			new Blob( parts, { type: 'text/csv;charset=utf-8' } )
		);
		const save = document.createElement( 'a' );
		save.href = url;
		save.download = link.dataset.vitrineExport ?? 'orders.csv';
		document.body.append( save );
		save.click();
		save.remove();
		window.setTimeout( () => URL.revokeObjectURL( url ), 0 );
		say(
			sprintf(
				/* translators: %s: number of orders. */
				__( 'Export complete: %s orders.', 'vitrine' ),
				Math.max( 0, counter.records - 1 ).toLocaleString()
			)
		);
	} catch {
		say(
			__(
				'The export could not be completed. Please try again.',
				'vitrine'
			)
		);
	} finally {
		link.removeAttribute( 'aria-disabled' );
	}
}

const link = document.querySelector< HTMLAnchorElement >(
	'a[data-vitrine-export]'
);
const box = document.querySelector< HTMLElement >( '.vitrine-export-progress' );
if ( link && box && 'ReadableStream' in window && 'TextDecoder' in window ) {
	link.addEventListener( 'click', ( event ) => {
		event.preventDefault();
		if ( link.getAttribute( 'aria-disabled' ) !== 'true' ) {
			void exportWithProgress( link, box );
		}
	} );
}
