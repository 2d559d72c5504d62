/** The heart's outline (the PHP fallback prints the same path). */
export const HEART_PATH =
	'M12 20.6 4.4 13.2A4.9 4.9 0 0 1 11.3 6.3L12 7l.7-.7a4.9 4.9 0 0 1 6.9 6.9Z';
