/**
 * The few @wordpress/block-editor exports the newsletter block uses (the package ships no
 * type declarations).
 */
declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';

	export const InspectorControls: ComponentType< {
		children?: ReactNode;
		group?: string;
	} >;
	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown >;
}
