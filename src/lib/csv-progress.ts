/**
 * Counts the records of a CSV file as its bytes arrive, for an export's progress bar: a line
 * break ends a record only outside double quotes (a cell may hold line breaks), and a quote
 * state carries over from one chunk to the next.
 */

/**
 * WordPress dependencies
 */
import { _n, sprintf } from '@wordpress/i18n';

export interface CsvCounter {
	/** Records ended so far (the header included). */
	records: number;
	/** Whether the text read so far ends inside a quoted cell. */
	quoted: boolean;
}

/**
 * A counter before the first chunk.
 */
export function csvCounter(): CsvCounter {
	return { records: 0, quoted: false };
}

/**
 * The counter after one more chunk of text.
 * @param counter The counter so far.
 * @param chunk   The next decoded text.
 */
export function countCsv( counter: CsvCounter, chunk: string ): CsvCounter {
	let { records, quoted } = counter;
	for ( let i = 0; i < chunk.length; i++ ) {
		const char = chunk.charCodeAt( i );
		if ( char === 34 ) {
			// An escaped quote ("") toggles twice: the state is right either way.
			quoted = ! quoted;
		} else if ( char === 10 && ! quoted ) {
			records++;
		}
	}
	return { records, quoted };
}

/**
 * The share done, from 0 to 1, of an export of `total` rows (and a header) after `records`
 * records; 0 when the total is unknown.
 * @param records Records so far, the header included.
 * @param total   Rows expected, without the header.
 */
export function exportShare( records: number, total: number ): number {
	if ( ! Number.isFinite( total ) || total <= 0 ) {
		return 0;
	}
	return Math.min( 1, Math.max( 0, records - 1 ) / total );
}

/**
 * What an export holds, for its messages: each screen's rows have their own noun.
 */
export type ExportKind = 'orders' | 'subscribers' | 'wishlists';

/**
 * Whether a link's `data-vitrine-export-kind` names an export this script knows.
 * @param kind The attribute's value.
 */
export function isExportKind( kind: string | undefined ): kind is ExportKind {
	return kind === 'orders' || kind === 'subscribers' || kind === 'wishlists';
}

/**
 * A number as the screen's language writes it.
 * @param value  The number.
 * @param locale The admin's language (`<html lang>`), or the browser's when undefined.
 */
function formatCount( value: number, locale?: string ): string {
	try {
		return new Intl.NumberFormat( locale ).format( value );
	} catch {
		return new Intl.NumberFormat().format( value );
	}
}

/**
 * The status line while an export streams: "12,000 of 200,000 orders exported", or only the
 * rows so far when the total is unknown.
 * @param kind   What the rows are.
 * @param rows   Rows received so far (without the header).
 * @param total  Rows expected (0 or less, or not a number: unknown).
 * @param locale The admin's language (`<html lang>`).
 */
export function exportStatus(
	kind: ExportKind,
	rows: number,
	total: number,
	locale?: string
): string {
	const done = formatCount( rows, locale );
	if ( total > 0 ) {
		const all = formatCount( total, locale );
		switch ( kind ) {
			case 'subscribers':
				return sprintf(
					/* translators: 1: subscribers exported so far, 2: subscribers in all. */
					_n(
						'%1$s of %2$s subscriber exported',
						'%1$s of %2$s subscribers exported',
						total,
						'vitrine'
					),
					done,
					all
				);
			case 'wishlists':
				return sprintf(
					/* translators: 1: wishlist rows exported so far, 2: rows in all. */
					_n(
						'%1$s of %2$s wishlist row exported',
						'%1$s of %2$s wishlist rows exported',
						total,
						'vitrine'
					),
					done,
					all
				);
			default:
				return sprintf(
					/* translators: 1: orders exported so far, 2: orders in all. */
					_n(
						'%1$s of %2$s order exported',
						'%1$s of %2$s orders exported',
						total,
						'vitrine'
					),
					done,
					all
				);
		}
	}
	switch ( kind ) {
		case 'subscribers':
			return sprintf(
				/* translators: %s: subscribers exported so far. */
				_n(
					'%s subscriber exported',
					'%s subscribers exported',
					rows,
					'vitrine'
				),
				done
			);
		case 'wishlists':
			return sprintf(
				/* translators: %s: wishlist rows exported so far. */
				_n(
					'%s wishlist row exported',
					'%s wishlist rows exported',
					rows,
					'vitrine'
				),
				done
			);
		default:
			return sprintf(
				/* translators: %s: orders exported so far. */
				_n(
					'%s order exported',
					'%s orders exported',
					rows,
					'vitrine'
				),
				done
			);
	}
}

/**
 * The completion message.
 * @param kind   What the rows are.
 * @param rows   Rows exported (without the header).
 * @param locale The admin's language (`<html lang>`).
 */
export function exportComplete(
	kind: ExportKind,
	rows: number,
	locale?: string
): string {
	const done = formatCount( rows, locale );
	switch ( kind ) {
		case 'subscribers':
			return sprintf(
				/* translators: %s: number of subscribers. */
				_n(
					'Export complete: %s subscriber.',
					'Export complete: %s subscribers.',
					rows,
					'vitrine'
				),
				done
			);
		case 'wishlists':
			return sprintf(
				/* translators: %s: number of wishlist rows. */
				_n(
					'Export complete: %s wishlist row.',
					'Export complete: %s wishlist rows.',
					rows,
					'vitrine'
				),
				done
			);
		default:
			return sprintf(
				/* translators: %s: number of orders. */
				_n(
					'Export complete: %s order.',
					'Export complete: %s orders.',
					rows,
					'vitrine'
				),
				done
			);
	}
}
