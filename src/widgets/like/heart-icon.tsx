const HEART =
	'M12 20.6 4.4 13.2A4.9 4.9 0 0 1 11.3 6.3L12 7l.7-.7a4.9 4.9 0 0 1 6.9 6.9Z';

/**
 * The heart: an outline until loved, then filled (same path as the PHP fallback).
 * @param root0
 * @param root0.filled
 */
export function HeartIcon( { filled }: { filled: boolean } ) {
	return (
		<svg
			className="vitrine-like__icon"
			viewBox="0 0 24 24"
			width="20"
			height="20"
			aria-hidden="true"
			focusable="false"
		>
			<path
				d={ HEART }
				fill={ filled ? 'currentColor' : 'none' }
				stroke="currentColor"
				strokeWidth="1.8"
				strokeLinejoin="round"
			/>
		</svg>
	);
}
