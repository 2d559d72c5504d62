/**
 * Native in every theme (issue 40): one page per theme carries many features, placed by block,
 * by shortcode (nested ones included, in a Shortcode block and in the classic content the
 * texturizer runs on) and inside flex and grid parents; under the classic themes (Twenty
 * Twenty-One, Twenty Twenty) a Text widget in the footer's classic widget area carries a slider
 * and nested shortcodes too, and the header's account and cart menu items line up with the
 * theme's own items. At 1366 and
 * 390 px the test asserts what a person sees: every plugin button has the theme's own button's
 * background, corner radius and font (the core Button block on the same page is the reference);
 * no plugin element's box leaves its content container and the page does not scroll sideways;
 * a testimonial's opening quote mark lies inside its slider's clipped viewport; nested
 * shortcodes show the titles typed; axe finds no contrast failure in our elements, nor in the
 * login popup.
 *
 * With VITRINE_E2E_SHOTS=1 each page is screenshotted (full page) into the test's output.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { animationsSettled, contrast, logIn, loginPopupReady } from './support';

const THEMES = [
	'twentytwentyfive',
	'twentytwentyfour',
	'twentytwentythree',
	'twentytwentytwo',
	'twentytwentyone',
	'twentytwenty',
] as const;
/** Classic themes: menus, no block header; a footer widget area that gets the Text widget. */
const CLASSIC: readonly string[] = [ 'twentytwentyone', 'twentytwenty' ];
// The phone first: the single post and the login popup are then checked at the desktop width.
const WIDTHS = [ 390, 1366 ] as const;
const SHOTS = process.env.VITRINE_E2E_SHOTS === '1';
/** Our elements: widgets, blocks and the shortcodes' roots. */
const OURS = '.vitrine-widget, [class*="wp-block-vitrine-"], .vitrine-account';

/** The texturized part: classic content (a freeform block), where WordPress curls quotes. */
const NESTED = [
	'[vitrine_accordion][vitrine_toggle title="Shipping costs"]Free from 50 euros.[/vitrine_toggle][vitrine_toggle title="Returns"]Thirty days.[/vitrine_toggle][/vitrine_accordion]',
	'[vitrine_tabs label="Steps"][vitrine_tab title="First step"]One.[/vitrine_tab][vitrine_tab title="Second step"]Two.[/vitrine_tab][/vitrine_tabs]',
	'[vitrine_map center="45.76,4.83" zoom="6" label="Our studio"][vitrine_pin lat="45.764" lng="4.8357" title="Studio Lyon" trigger="always"]Open on Mondays.[/vitrine_pin][/vitrine_map]',
].join( '\n\n' );

const CONTENT = [
	// The theme's own button: the reference every plugin button is compared with.
	'<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="#theme-button">Theme button</a></div><!-- /wp:button --></div><!-- /wp:buttons -->',
	'<!-- wp:vitrine/newsletter /-->',
	'<!-- wp:shortcode -->[vitrine_contact_form id="contact"]<!-- /wp:shortcode -->',
	'<!-- wp:vitrine/like /-->',
	'<!-- wp:vitrine/events-calendar /-->',
	NESTED,
	// A slider in a flex row and in a grid: parents that size themselves from their content.
	'<!-- wp:group {"layout":{"type":"flex","flexWrap":"nowrap"}} --><div class="wp-block-group"><!-- wp:shortcode -->[vitrine_testimonial_slider]<!-- /wp:shortcode --></div><!-- /wp:group -->',
	'<!-- wp:group {"layout":{"type":"grid","columnCount":2}} --><div class="wp-block-group"><!-- wp:shortcode -->[vitrine_testimonial_slider]<!-- /wp:shortcode --><!-- wp:shortcode -->[vitrine_newsletter]<!-- /wp:shortcode --></div><!-- /wp:group -->',
	// Slides per view follow the slider's width, not the window's: one in a narrow column,
	// more aligned wide, on the same desktop page.
	'<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column {"width":"25%"} --><div class="wp-block-column" style="flex-basis:25%"><!-- wp:shortcode -->[vitrine_testimonial_slider]<!-- /wp:shortcode --></div><!-- /wp:column --><!-- wp:column {"width":"75%"} --><div class="wp-block-column" style="flex-basis:75%"><!-- wp:paragraph --><p>Beside the narrow column.</p><!-- /wp:paragraph --></div><!-- /wp:column --></div><!-- /wp:columns -->',
	'<!-- wp:vitrine/testimonial-slider {"align":"wide","className":"native-wide"} /-->',
].join( '\n\n' );

test.describe.configure( { timeout: 90_000 } );

let pageLink = '';
let pageId = 0;
let postLink = '';

/**
 * Publishes the page (once per worker); with the page's context logged in and set to `theme`,
 * REST calls run under that theme (its widget areas registered).
 *
 * @param page   Page whose context calls REST.
 * @param path   REST path.
 * @param data   Body.
 * @param method HTTP method.
 */
async function rest(
	page: Page,
	path: string,
	data?: object,
	method = 'POST'
) {
	const nonce = await (
		await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const reply = await page.request.fetch( `/wp-json${ path }`, {
		method,
		headers: { 'X-WP-Nonce': nonce },
		data,
	} );
	expect( reply.ok(), await reply.text() ).toBe( true );
	return reply.json() as Promise< Record< string, unknown > >;
}

/**
 * What differs between each plugin button and the theme's own button: background, the
 * corner radius and the font family, as the browser computes them.
 *
 * @param page Page.
 */
async function buttonsUnlikeTheTheme( page: Page ): Promise< string[] > {
	return page.evaluate( ( ours ) => {
		const reference = document.querySelector(
			'.wp-block-button__link'
		) as HTMLElement;
		const look = ( el: Element ) => {
			const style = getComputedStyle( el );
			return {
				background: style.backgroundColor,
				radius: style.borderTopLeftRadius,
				font: style.fontFamily,
			};
		};
		const theirs = look( reference );
		const found: string[] = [];
		document
			.querySelectorAll(
				`:is(${ ours }) :is(.wp-element-button, .button, .vitrine-button)`
			)
			.forEach( ( button ) => {
				const box = button.getBoundingClientRect();
				if ( box.width < 2 || box.height < 2 ) {
					return;
				}
				const mine = look( button );
				(
					Object.keys( theirs ) as Array< keyof typeof theirs >
				 ).forEach( ( key ) => {
					if ( mine[ key ] !== theirs[ key ] ) {
						found.push(
							`${ button.className } "${ (
								button.textContent ?? ''
							).trim() }": ${ key } ${ mine[ key ] }, the theme's ${ theirs[ key ] }`
						);
					}
				} );
			} );
		return found;
	}, OURS );
}

/**
 * Our elements whose box leaves the content container they were placed in (the post content,
 * a widget), or one of whose visible parts leaves the element; 1 px of rounding allowed.
 *
 * @param page Page.
 */
async function outsideTheirBox( page: Page ): Promise< string[] > {
	await animationsSettled( page );
	return page.evaluate( ( ours ) => {
		const found: string[] = [];
		const name = ( el: Element ) =>
			`${ el.tagName.toLowerCase() }.${ [ ...el.classList ].join( '.' ) }`;
		const outside = ( inner: DOMRect, outer: DOMRect ) =>
			inner.left < outer.left - 1 || inner.right > outer.right + 1;
		document.querySelectorAll( ours ).forEach( ( element ) => {
			const box = element.getBoundingClientRect();
			if (
				box.width < 2 ||
				box.height < 2 ||
				// A closed menu's items (a classic theme's on phones) are not seen.
				! element.checkVisibility( {
					opacityProperty: true,
					visibilityProperty: true,
				} ) ||
				element.closest( '[aria-modal="true"], dialog' ) ||
				getComputedStyle( element ).position === 'fixed'
			) {
				return;
			}
			// A menu item's container is its menu (a classic theme's menu list reaches past
			// its navigation by its links' padding, the theme's own items' as ours).
			const container = element.parentElement!.closest(
				'.entry-content, .wp-block-post-content, .widget, ul, header, footer'
			);
			if (
				container &&
				outside( box, container.getBoundingClientRect() )
			) {
				found.push(
					`${ name( element ) } outside ${ name( container ) }`
				);
			}
			if ( box.height > 4000 ) {
				found.push( `${ name( element ) } is ${ box.height } px tall` );
			}
		} );
		if ( document.documentElement.scrollWidth > window.innerWidth ) {
			found.push(
				`the page scrolls sideways: ${ document.documentElement.scrollWidth } > ${ window.innerWidth }`
			);
		}
		return found;
	}, OURS );
}

/**
 * Testimonials whose opening quote mark (the quote's `::before`) is not wholly inside its
 * slider's viewport, which clips it: a theme's rule for every `blockquote::before` (Twenty
 * Twenty-One's absolute, 12 px left of the quote) left only its tail showing. The slides
 * wholly in view are measured; with how many were.
 *
 * @param page Page.
 */
async function quoteMarksClipped( page: Page ) {
	return page.evaluate( () => {
		const found: string[] = [];
		let measured = 0;
		const px = ( value: string ) => parseFloat( value ) || 0;
		document
			.querySelectorAll( '.vitrine-carousel__quote' )
			.forEach( ( quote, index ) => {
				const clip = quote
					.closest( '.vitrine-carousel__viewport' )!
					.getBoundingClientRect();
				const slide = quote
					.closest( '.vitrine-carousel__slide' )!
					.getBoundingClientRect();
				if (
					slide.left < clip.left - 1 ||
					slide.right > clip.right + 1 ||
					! quote.checkVisibility()
				) {
					return;
				}
				measured++;
				const mark = getComputedStyle( quote, '::before' );
				let left: number;
				let top: number;
				if ( mark.position === 'absolute' ) {
					// Its containing block: the nearest positioned box, from its padding box.
					let block: Element = quote;
					while (
						getComputedStyle( block ).position === 'static' &&
						block.parentElement
					) {
						block = block.parentElement;
					}
					const box = block.getBoundingClientRect();
					const style = getComputedStyle( block );
					left =
						box.left +
						px( style.borderLeftWidth ) +
						px( mark.left );
					top = box.top + px( style.borderTopWidth ) + px( mark.top );
				} else {
					// In the flow: the quote's content box, moved by its margin (and its
					// offsets when relative).
					const box = quote.getBoundingClientRect();
					const style = getComputedStyle( quote );
					const offset = mark.position === 'relative';
					left =
						box.left +
						px( style.borderLeftWidth ) +
						px( style.paddingLeft ) +
						px( mark.marginLeft ) +
						( offset ? px( mark.left ) : 0 );
					top =
						box.top +
						px( style.borderTopWidth ) +
						px( style.paddingTop ) +
						px( mark.marginTop ) +
						( offset ? px( mark.top ) : 0 );
				}
				const right = left + px( mark.width );
				const bottom = top + px( mark.height );
				if (
					left < clip.left - 1 ||
					right > clip.right + 1 ||
					top < clip.top - 1 ||
					bottom > clip.bottom + 1
				) {
					found.push(
						`quote ${ index }: mark at x ${ Math.round(
							left
						) }-${ Math.round( right ) }, y ${ Math.round(
							top
						) }-${ Math.round( bottom ) }; its slider clips at x ${ Math.round(
							clip.left
						) }-${ Math.round( clip.right ) }, y ${ Math.round(
							clip.top
						) }-${ Math.round( clip.bottom ) }`
					);
				}
			} );
		return { found, measured };
	} );
}

/**
 * Text of ours painted in its own background's colour (a `currentcolor` fallback used as a
 * background under light text), which axe leaves for review rather than failing.
 *
 * @param page Page.
 */
async function textLikeItsBackground( page: Page ): Promise< string[] > {
	return page.evaluate( ( ours ) => {
		const canvas = document.createElement( 'canvas' ).getContext( '2d', {
			willReadFrequently: true,
		} )!;
		// Any CSS colour (oklab from a color-mix included) as sRGB channels, through a pixel.
		const rgb = ( colour: string ) => {
			canvas.clearRect( 0, 0, 1, 1 );
			canvas.fillStyle = colour;
			canvas.fillRect( 0, 0, 1, 1 );
			return [ ...canvas.getImageData( 0, 0, 1, 1 ).data ];
		};
		const WEIGHTS = [ 0.2126, 0.7152, 0.0722 ];
		const luminance = ( channels: number[] ) =>
			WEIGHTS.reduce( ( sum, weight, i ) => {
				const v = ( channels[ i ] ?? 0 ) / 255;
				const linear =
					v <= 0.03928 ? v / 12.92 : ( ( v + 0.055 ) / 1.055 ) ** 2.4;
				return sum + weight * linear;
			}, 0 );
		const found: string[] = [];
		document.querySelectorAll( `:is(${ ours }) *` ).forEach( ( el ) => {
			const own = [ ...el.childNodes ].some(
				( node ) =>
					node.nodeType === Node.TEXT_NODE &&
					( node.textContent ?? '' ).trim() !== ''
			);
			const style = getComputedStyle( el );
			const background = rgb( style.backgroundColor );
			if (
				! own ||
				( background[ 3 ] ?? 0 ) < 255 ||
				! el.checkVisibility()
			) {
				return;
			}
			const [ a, b ] = [
				luminance( rgb( style.color ) ),
				luminance( background ),
			];
			if (
				( Math.max( a, b ) + 0.05 ) / ( Math.min( a, b ) + 0.05 ) <
				1.5
			) {
				found.push(
					`${ el.tagName } ${ el.className }: "${ (
						el.textContent ?? ''
					).trim() }"`
				);
			}
		} );
		return found;
	}, OURS );
}

/**
 * Slides each slider shows side by side: in the narrow column, then in the wide group.
 *
 * @param page Page.
 */
async function slidesPerView( page: Page ): Promise< number[] > {
	return page
		.locator(
			'.wp-block-column .vitrine-carousel, .vitrine-carousel.native-wide, .native-wide .vitrine-carousel'
		)
		.evaluateAll( ( sliders ) =>
			sliders.map( ( slider ) => {
				const width = ( selector: string ) =>
					slider.querySelector( selector )!.getBoundingClientRect()
						.width;
				return Math.round(
					width( '.vitrine-carousel__viewport' ) /
						width( '.vitrine-carousel__slide' )
				);
			} )
		);
}

/**
 * The header's hooked account and cart links that do not stand on the navigation's row
 * (block themes: their boxes and the Navigation block's share no horizontal band).
 *
 * @param page Page.
 */
async function offTheNavigationRow( page: Page ): Promise< string[] > {
	return page.evaluate( () => {
		const header = document.querySelector(
			'header.wp-block-template-part'
		);
		const navigation = header?.querySelector( '.wp-block-navigation' );
		if ( ! header || ! navigation ) {
			return [ 'no header navigation' ];
		}
		const row = navigation.getBoundingClientRect();
		return [
			...header.querySelectorAll(
				'.wp-block-vitrine-account, .wp-block-vitrine-cart-link'
			),
		]
			.map( ( link ) => ( {
				name: link.className.split( ' ' )[ 0 ],
				box: link.getBoundingClientRect(),
			} ) )
			.filter(
				( { box } ) => box.top >= row.bottom || box.bottom <= row.top
			)
			.map(
				( { name, box } ) =>
					`${ name } at y ${ Math.round( box.top ) }-${ Math.round(
						box.bottom
					) }, the navigation at ${ Math.round(
						row.top
					) }-${ Math.round( row.bottom ) }`
			);
	} );
}

/**
 * A classic theme's header menu: where our account and cart items differ from the theme's own
 * items (the menu's first link): their links' colour and vertical middle; inside each, the
 * icon, label and count one line, a gap apart.
 *
 * @param page Page at a width that shows the menu.
 */
async function menuItemsUnlikeTheTheme( page: Page ): Promise< string[] > {
	return page.evaluate( () => {
		const found: string[] = [];
		const menu = [ ...document.querySelectorAll( 'header ul' ) ].find(
			( list ) =>
				list.querySelector( ':scope > .vitrine-cart-menu-item' ) &&
				list.checkVisibility()
		);
		const theirs = menu?.querySelector(
			':scope > li:not(.vitrine-account-menu-item, .vitrine-cart-menu-item) > a'
		);
		if ( ! menu || ! theirs ) {
			return [ 'no header menu with our items' ];
		}
		const middle = ( el: Element ) => {
			const box = el.getBoundingClientRect();
			return ( box.top + box.bottom ) / 2;
		};
		// A link's label: its first text's box (not the count's, nor the link's, which may
		// be taller).
		const textMiddle = ( link: Element ) => {
			const walker = document.createTreeWalker(
				link,
				NodeFilter.SHOW_TEXT
			);
			let text: Node | null = walker.nextNode();
			while (
				text &&
				( ( text.textContent ?? '' ).trim() === '' ||
					text.parentElement?.closest( '.vitrine-cart-link__count' ) )
			) {
				text = walker.nextNode();
			}
			if ( ! text ) {
				return NaN;
			}
			const range = document.createRange();
			range.selectNodeContents( text );
			const box = range.getBoundingClientRect();
			return { middle: ( box.top + box.bottom ) / 2, box };
		};
		const reference = textMiddle( theirs );
		for ( const link of menu.querySelectorAll(
			':scope > :is(.vitrine-account-menu-item, .vitrine-cart-menu-item) > a'
		) ) {
			const name = ( link.textContent ?? '' ).trim();
			if ( link.parentElement !== link.closest( 'li' ) ) {
				found.push( `${ name }: not the menu item's own link` );
			}
			if (
				getComputedStyle( link ).color !==
				getComputedStyle( theirs ).color
			) {
				found.push(
					`${ name }: colour ${ getComputedStyle( link ).color }, the theme's ${ getComputedStyle( theirs ).color }`
				);
			}
			const label = textMiddle( link );
			if (
				typeof label === 'number' ||
				typeof reference === 'number' ||
				Math.abs( label.middle - reference.middle ) > 1.5
			) {
				found.push( `${ name }: label off the theme's items' line` );
				continue;
			}
			for ( const part of link.querySelectorAll(
				'svg, .vitrine-cart-link__count:not(:empty)'
			) ) {
				const box = part.getBoundingClientRect();
				const apart =
					part.tagName === 'svg'
						? label.box.left - box.right
						: box.left - label.box.right;
				if ( Math.abs( middle( part ) - label.middle ) > 2 ) {
					found.push(
						`${ name }: ${ part.tagName } off the label's line`
					);
				}
				if ( apart < 2 ) {
					found.push(
						`${ name }: ${ part.tagName } ${ apart } px from the label`
					);
				}
			}
		}
		return found;
	} );
}

/**
 * The visible parts of our header items (their links' content, icons, the cart count, the
 * compact cart copy beside a phone menu's toggle) that leave the content box of a box around
 * them, up to the header's own: the theme's menu list may reach past the header by its links'
 * padding, their text and count may not. Boxes of no width (Twenty Twenty-One's phone
 * navigation, an anchor for its positioned toggle) and fixed ones (a closed menu) hold nothing.
 *
 * @param page Page.
 */
async function outsideTheHeader( page: Page ): Promise< string[] > {
	return page.evaluate( () => {
		const header = document.querySelector( 'header' );
		if ( ! header ) {
			return [ 'no header' ];
		}
		const contentBox = ( el: Element, padded: boolean ) => {
			const box = el.getBoundingClientRect();
			const style = getComputedStyle( el );
			const inset = ( side: 'Left' | 'Right' ) =>
				padded
					? parseFloat( style[ `padding${ side }` ] ) +
						parseFloat( style[ `border${ side }Width` ] )
					: 0;
			return {
				left: box.left + inset( 'Left' ),
				right: box.right - inset( 'Right' ),
			};
		};
		const name = ( el: Element ) =>
			`${ el.tagName.toLowerCase() }.${ [ ...el.classList ].join( '.' ) }`;
		const found: string[] = [];
		header
			.querySelectorAll(
				':is(.vitrine-widget, [class*="wp-block-vitrine-"], .vitrine-account-menu-item) :is(a, svg, .vitrine-cart-link__count:not(:empty)), a.vitrine-cart-link__compact'
			)
			.forEach( ( part ) => {
				if (
					part.getBoundingClientRect().width < 1 ||
					! part.checkVisibility( {
						opacityProperty: true,
						visibilityProperty: true,
					} )
				) {
					return;
				}
				const boxes: Element[] = [];
				for (
					let box = part.parentElement;
					box && box !== header.parentElement;
					box = box.parentElement
				) {
					boxes.push( box );
				}
				if (
					boxes.some(
						( box ) => getComputedStyle( box ).position === 'fixed'
					)
				) {
					return;
				}
				const own = contentBox( part, part.tagName === 'A' );
				for ( const box of boxes ) {
					const around = contentBox( box, true );
					if ( around.right - around.left < 1 ) {
						continue;
					}
					if (
						own.left < around.left - 1 ||
						own.right > around.right + 1
					) {
						found.push(
							`${ name( part ) } at ${ Math.round(
								own.left
							) }-${ Math.round( own.right ) } outside ${ name(
								box
							) }'s ${ Math.round( around.left ) }-${ Math.round(
								around.right
							) }`
						);
					}
				}
			} );
		return found;
	} );
}

/**
 * The header's cart count: its background and its figures' colour, beside the colour the
 * theme gives a link in the content and the stylesheet's accent from the palette, as sRGB
 * `rgb()` (through a canvas pixel: a `color-mix()` computes to oklab).
 *
 * @param page Page whose header shows the count.
 */
async function cartCountColours( page: Page ) {
	const count = page
		.locator( 'header .vitrine-cart-link__count:not(:empty)' )
		.filter( { visible: true } )
		.first();
	await expect( count ).toBeVisible();
	return count.evaluate( ( badge ) => {
		const canvas = document.createElement( 'canvas' ).getContext( '2d', {
			willReadFrequently: true,
		} )!;
		const rgb = ( colour: string ) => {
			canvas.clearRect( 0, 0, 1, 1 );
			canvas.fillStyle = colour;
			canvas.fillRect( 0, 0, 1, 1 );
			const [ r, g, b ] = canvas.getImageData( 0, 0, 1, 1 ).data;
			return `rgb(${ r }, ${ g }, ${ b })`;
		};
		const link = document.createElement( 'a' );
		link.href = '#theme-link';
		link.textContent = 'A link';
		const palette = document.createElement( 'span' );
		palette.style.color = 'var(--vitrine-cart-link-accent)';
		( document.querySelector( 'main' ) ?? document.body ).append(
			link,
			palette
		);
		const colours = {
			background: rgb( getComputedStyle( badge ).backgroundColor ),
			color: rgb( getComputedStyle( badge ).color ),
			link: rgb( getComputedStyle( link ).color ),
			palette: rgb( getComputedStyle( palette ).color ),
		};
		link.remove();
		palette.remove();
		return colours;
	} );
}

/**
 * The first element each selector finds, where it does not start at the start of its parent's
 * content box (1 px of rounding allowed).
 *
 * @param page      Page.
 * @param selectors Elements that should start where their parent's content does.
 */
async function startsOffTheirBox(
	page: Page,
	selectors: string[]
): Promise< string[] > {
	return page.evaluate(
		( all ) =>
			all.flatMap( ( selector ) => {
				const el = document.querySelector( selector );
				if ( ! el ) {
					return [ `${ selector }: none` ];
				}
				const parent = el.parentElement!;
				const style = getComputedStyle( parent );
				const start =
					parent.getBoundingClientRect().left +
					parseFloat( style.paddingLeft ) +
					parseFloat( style.borderLeftWidth );
				const left = el.getBoundingClientRect().left;
				return Math.abs( left - start ) > 1
					? [ `${ selector }: ${ Math.round( left - start ) } px in` ]
					: [];
			} ),
		selectors
	);
}

/**
 * Axe's colour contrast on `include`.
 *
 * @param page    Page.
 * @param include Selector.
 */
async function contrastFailures( page: Page, include: string ) {
	const results = await new AxeBuilder( { page } )
		.include( include )
		.withRules( [ 'color-contrast' ] )
		.analyze();
	return results.violations.flatMap( ( violation ) =>
		violation.nodes.map(
			( node ) => `${ node.target.join( ' ' ) }: ${ node.failureSummary }`
		)
	);
}

test.beforeAll( async ( { browser, baseURL } ) => {
	const context = await browser.newContext( { baseURL } );
	const page = await context.newPage();
	await logIn( page );
	const created = await rest( page, '/wp/v2/pages', {
		title: `Native in every theme ${ Date.now() }`,
		status: 'publish',
		content: CONTENT,
	} );
	pageLink = created.link as string;
	pageId = created.id as number;
	const [ post ] = ( await (
		await page.request.get( '/wp-json/wp/v2/posts?per_page=1' )
	).json() ) as Array< { link: string } >;
	postLink = post!.link;
	await context.close();
} );

// The page goes, so the block themes' page-list navigation does not grow with each run.
test.afterAll( async ( { browser, baseURL } ) => {
	const context = await browser.newContext( { baseURL } );
	const page = await context.newPage();
	await logIn( page );
	await rest(
		page,
		`/wp/v2/pages/${ pageId }?force=true`,
		undefined,
		'DELETE'
	);
	await context.close();
} );

for ( const theme of THEMES ) {
	test( `under ${ theme }, every feature looks like the theme and stays in its box`, async ( {
		browser,
		baseURL,
	}, testInfo ) => {
		const context = await browser.newContext( {
			baseURL,
			extraHTTPHeaders: { 'X-Vitrine-Test-Mount': 'eager' },
		} );
		await context.addCookies( [
			{ name: 'vitrine_e2e_theme', value: theme, url: baseURL! },
		] );
		const page = await context.newPage();
		if ( CLASSIC.includes( theme ) ) {
			// A Text widget in the footer's widget area (bin/stack/local-stack-mu-plugin.php).
			await context.addCookies( [
				{
					name: 'vitrine_e2e_footer_widget',
					value: '1',
					url: baseURL!,
				},
			] );
		}
		try {
			for ( const width of WIDTHS ) {
				await page.setViewportSize( { width, height: 900 } );
				// A visitor who may have a cart: the header's cart link shows its count ("0").
				await context.addCookies( [
					{ name: 'vitrine_cart', value: '1', url: baseURL! },
				] );
				await page.goto( pageLink );
				expect( await page.content() ).toContain(
					`/themes/${ theme }/`
				);
				await expect(
					page.locator(
						'[data-vitrine-widget]:not([data-vitrine-state="mounted"])'
					)
				).toHaveCount( 0 );

				// Nested shortcodes read the titles as typed, whatever the texturizer did.
				const content = page
					.locator( '.entry-content, .wp-block-post-content' )
					.first();
				for ( const title of [
					'Shipping costs',
					'Returns',
					'First step',
					'Second step',
				] ) {
					await expect(
						content.getByText( title, { exact: true } ).first()
					).toBeVisible();
				}
				await expect(
					content.locator( '[data-vitrine-widget="map"]' )
				).toHaveCount( 1 );
				await expect(
					content.getByText( 'Studio Lyon' ).first()
				).toBeAttached();
				// The Like block placed on a page shows its button.
				await expect(
					content.locator( '[data-vitrine-widget="like"] button' )
				).toBeVisible();

				if ( CLASSIC.includes( theme ) ) {
					const footer = page.locator( '.widget' ).filter( {
						has: page.locator( '.vitrine-carousel' ),
					} );
					await expect(
						footer.getByText( 'Shipping costs', { exact: true } )
					).toBeVisible();
				}

				if ( width === 1366 ) {
					const [ narrow, wide ] = await slidesPerView( page );
					expect.soft( narrow ).toBe( 1 );
					expect.soft( wide ).toBeGreaterThan( 1 );
				}
				if ( CLASSIC.includes( theme ) && width === 1366 ) {
					expect( await menuItemsUnlikeTheTheme( page ) ).toEqual(
						[]
					);
				}
				if ( ! CLASSIC.includes( theme ) ) {
					expect
						.soft( await offTheNavigationRow( page ) )
						.toEqual( [] );
				}
				expect( await outsideTheirBox( page ) ).toEqual( [] );
				const quotes = await quoteMarksClipped( page );
				expect( quotes.measured ).toBeGreaterThan( 0 );
				expect( quotes.found ).toEqual( [] );
				expect( await outsideTheHeader( page ) ).toEqual( [] );
				// The cart count in the theme's colours: its palette's accent (the stylesheet's
				// mix), else, under a classic theme with no text colour in its palette, the
				// theme's link colour (Twenty Twenty's accent, #cd2653, not black), with
				// figures that read on it.
				const colours = await cartCountColours( page );
				expect( colours.background ).toBe(
					CLASSIC.includes( theme ) ? colours.link : colours.palette
				);
				if ( theme === 'twentytwenty' ) {
					expect( colours.background ).toBe( 'rgb(205, 38, 83)' );
				}
				expect(
					contrast( colours.color, colours.background )
				).toBeGreaterThanOrEqual( 4.5 );
				expect( await buttonsUnlikeTheTheme( page ) ).toEqual( [] );
				expect( await contrastFailures( page, OURS ) ).toEqual( [] );
				expect( await textLikeItsBackground( page ) ).toEqual( [] );
				if ( SHOTS ) {
					await page.screenshot( {
						path: testInfo.outputPath(
							`${ theme }-${ width }.png`
						),
						fullPage: true,
					} );
				}
			}

			// The login popup: the theme's buttons, readable links.
			const account = page.locator( '[data-vitrine-login-open]' ).first();
			await loginPopupReady( page );
			if ( await account.isHidden() ) {
				await page
					.getByRole( 'button', { name: /menu/i } )
					.first()
					.click();
			}
			await account.click();
			const dialog = page.getByRole( 'dialog', { name: 'Log in' } );
			await expect( dialog ).toBeVisible();
			await animationsSettled( page );
			expect( await contrastFailures( page, 'dialog[open]' ) ).toEqual(
				[]
			);
			const [ submit, reference ] = await Promise.all( [
				dialog
					.getByRole( 'button', { name: 'Log in' } )
					.evaluate( ( el ) => {
						const style = getComputedStyle( el );
						return [
							style.backgroundColor,
							style.borderTopLeftRadius,
							style.fontFamily,
						];
					} ),
				page
					.locator( '.wp-block-button__link' )
					.first()
					.evaluate( ( el ) => {
						const style = getComputedStyle( el );
						return [
							style.backgroundColor,
							style.borderTopLeftRadius,
							style.fontFamily,
						];
					} ),
			] );
			expect( submit ).toEqual( reference );
			await page.keyboard.press( 'Escape' );
			await expect( dialog ).toBeHidden();
			if ( theme === CLASSIC[ 0 ] ) {
				// Another palette (a dark surface, its text colour named `foreground`, no
				// `contrast`): the popup's text and links, "Lost your password?" included,
				// still read.
				await page.addStyleTag( {
					content:
						':root{--wp--preset--color--base:#1b1b1b;--wp--preset--color--foreground:#f2f2f2}',
				} );
				await account.click();
				await expect( dialog ).toBeVisible();
				await animationsSettled( page );
				expect(
					await contrastFailures( page, 'dialog[open]' )
				).toEqual( [] );
				await page.keyboard.press( 'Escape' );
			}

			// On a single post, the like button the template hooks after the post's content
			// stands in the text column, where its paragraphs start.
			await page.goto( postLink );
			const like = page.locator( '[data-vitrine-widget="like"]' ).first();
			const paragraph = page
				.locator( '.entry-content > p, .wp-block-post-content > p' )
				.first();
			await expect( like ).toBeVisible();
			const [ likeBox, textBox ] = [
				( await like.boundingBox() )!,
				( await paragraph.boundingBox() )!,
			];
			expect( Math.abs( likeBox.x - textBox.x ) ).toBeLessThanOrEqual(
				1
			);

			// The wishlist page with a product on it: its buttons (Add to cart, Remove, the
			// estimate's Send) are the theme's button, as the reference on the wishlist page
			// (the demo's "Browse the shop" Button block) is.
			await page.goto( '/shop/' );
			await page
				.locator(
					'.vitrine-product-card .vitrine-wishlist-button__add'
				)
				.first()
				.click();
			const wish = page.getByRole( 'dialog' );
			await wish
				.getByRole( 'button', { name: 'Add to wishlist' } )
				.click();
			await expect( wish.getByRole( 'status' ) ).toContainText(
				/added|already/
			);
			await page.goto( '/wishlist/' );
			await expect(
				page.getByRole( 'button', { name: 'Remove' } ).first()
			).toBeVisible();
			expect( await buttonsUnlikeTheTheme( page ) ).toEqual( [] );
			// "Manage lists" and the estimate's title start where their boxes do (Twenty
			// Twenty's margin for every `li` and its auto margins for headings in the content
			// stood them 20 and 83 px in).
			expect(
				await startsOffTheirBox( page, [
					'.vitrine-wishlist__switcher li',
					'.vitrine-wishlist-estimate > h3',
				] )
			).toEqual( [] );
			// Under a block theme the page's title starts where the wide wishlist does (it
			// stood 310 px in from it); classic themes print their own title (Twenty Twenty
			// centres it).
			if ( ! CLASSIC.includes( theme ) ) {
				const left = async ( selector: string ) =>
					( await page.locator( selector ).first().boundingBox() )!.x;
				const title = await left( 'h1' );
				const wishlist = await left( '.wp-block-vitrine-wishlist' );
				expect( Math.abs( title - wishlist ) ).toBeLessThanOrEqual( 1 );
			}
		} finally {
			await context.close();
		}
	} );
}
