/**
 * The theme behaviours: primary and mobile menu, page loader, back-to-top button, smooth
 * in-page anchors. (The header search is the plugin's search form widget.)
 * Each module finds its own markup and does nothing when it is missing; the theme works
 * without this bundle (see the `no-js` styles).
 */

/**
 * Internal dependencies
 */
import { initAnchors } from './anchors';
import { initBackToTop } from './back-to-top';
import { initLoader } from './loader';
import { initMenu } from './menu';
import { initMobileMenu } from './mobile-menu';

function init(): void {
	document.documentElement.classList.replace( 'no-js', 'js' );
	initAnchors();

	const loader = document.querySelector< HTMLElement >(
		'[data-vitrine-loader]'
	);
	if ( loader ) {
		initLoader( loader );
	}

	const nav = document.querySelector< HTMLElement >( '[data-vitrine-menu]' );
	if ( nav ) {
		initMenu( nav );
	}

	const toggle = document.querySelector< HTMLButtonElement >(
		'[data-vitrine-menu-toggle]'
	);
	const panel = document.getElementById(
		toggle?.getAttribute( 'aria-controls' ) ?? ''
	);
	if ( toggle && panel ) {
		initMobileMenu( toggle, panel );
	}

	const backToTop = document.querySelector< HTMLButtonElement >(
		'[data-vitrine-back-to-top]'
	);
	if ( backToTop ) {
		initBackToTop( backToTop );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
