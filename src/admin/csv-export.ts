/**
 * Every admin "Export CSV" link with a progress bar (orders, newsletter subscribers,
 * wishlists): the same streamed download (`admin-post.php?action=…`), read as it arrives, so
 * the owner sees how far a 200,000-row export has come; the file is saved when the last row is
 * in. The server streams a batch at a time and names the rows to expect in
 * `X-Vitrine-Export-Rows`. Without this script (or a browser without streams) the link
 * downloads the file as before. Markup: `Core\Export\ExportProgress::link()`.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	countCsv,
	csvCounter,
	exportComplete,
	exportShare,
	exportStatus,
	isExportKind,
	type ExportKind,
} from '../lib/csv-progress';

/**
 * Downloads the export, updating the bar and the status as rows arrive.
 * @param link The Export CSV link.
 * @param box  The progress bar's container.
 * @param kind What the rows are.
 */
async function exportWithProgress(
	link: HTMLAnchorElement,
	box: HTMLElement,
	kind: ExportKind
): Promise< void > {
	const bar = box.querySelector( 'progress' );
	// WordPress writes the admin's language here (de-DE): numbers as it writes them.
	const locale = document.documentElement.lang || undefined;
	const status = box.querySelector( '.vitrine-export-status' );
	const say = ( text: string ) => {
		if ( status ) {
			status.textContent = text;
		}
	};
	box.hidden = false;
	link.setAttribute( 'aria-disabled', 'true' );
	if ( bar ) {
		bar.value = 0;
	}
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
		// Only the file's bytes are kept (as a download would), never parsed rows.
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
			if ( bar ) {
				bar.value = Math.round(
					exportShare( counter.records, total ) * 100
				);
			}
			say(
				exportStatus(
					kind,
					Math.max( 0, counter.records - 1 ),
					total,
					locale
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
		save.download = link.dataset.vitrineExport ?? 'export.csv';
		document.body.append( save );
		save.click();
		save.remove();
		window.setTimeout( () => URL.revokeObjectURL( url ), 0 );
		say(
			exportComplete( kind, Math.max( 0, counter.records - 1 ), locale )
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

if ( 'ReadableStream' in window && 'TextDecoder' in window ) {
	for ( const link of document.querySelectorAll< HTMLAnchorElement >(
		'a[data-vitrine-export]'
	) ) {
		const kind = link.dataset.vitrineExportKind;
		const box = document.getElementById(
			link.dataset.vitrineExportProgress ?? ''
		);
		if ( ! box || ! isExportKind( kind ) ) {
			continue;
		}
		link.addEventListener( 'click', ( event ) => {
			event.preventDefault();
			if ( link.getAttribute( 'aria-disabled' ) !== 'true' ) {
				void exportWithProgress( link, box, kind );
			}
		} );
	}
}
