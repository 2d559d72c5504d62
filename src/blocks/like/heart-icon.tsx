/**
 * Internal dependencies
 */
import { HEART_PATH } from './heart-path';

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
				d={ HEART_PATH }
				fill={ filled ? 'currentColor' : 'none' }
				stroke="currentColor"
				strokeWidth="1.8"
				strokeLinejoin="round"
			/>
		</svg>
	);
}
