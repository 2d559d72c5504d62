/**
 * Counts the records of a CSV file as its bytes arrive, for an export's progress bar: a line
 * break ends a record only outside double quotes (a cell may hold line breaks), and a quote
 * state carries over from one chunk to the next.
 */

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
