/**
 * The device mode of a viewport width, with the builder's breakpoints (docs/product-spec.md §9: tablet from
 * 768 px, desktop from 1025 px). Popups' device rule, sticky and motion effects use it.
 */
export type DeviceMode = 'desktop' | 'tablet' | 'mobile';

export const TABLET_MIN = 768;
export const DESKTOP_MIN = 1025;

export function deviceMode( width: number ): DeviceMode {
	if ( width >= DESKTOP_MIN ) {
		return 'desktop';
	}
	return width >= TABLET_MIN ? 'tablet' : 'mobile';
}
