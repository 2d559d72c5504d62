/**
 * Every visitor flow under five other themes: Twenty Twenty-Five, Twenty Twenty-Three and
 * Twenty Twenty-Two (block themes: the Like and Account blocks arrive through block hooks;
 * their palettes put a lime, a peach or a near-black where Vitrine has its terracotta) and
 * Twenty Twenty-One and Twenty Twenty (classic themes: the like button is appended to posts and
 * excerpts, the account link to the primary menu). Each page is checked with axe (our widgets
 * and blocks, colour contrast included) and for overflow: no part of a widget outside its box;
 * the Vitrine theme's pages get the overflow check (its flows and axe have their own specs).
 * One visitor per theme goes through every flow in one browser context (the contact form open
 * in a second tab from the start, so its minimum fill time passes while the rest runs).
 *
 * The theme is chosen per request by the `vitrine_e2e_theme` cookie (the local stack's
 * mu-plugin), so the other test worker keeps seeing the Vitrine theme.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	afterFrames,
	animationsSettled,
	logIn,
	revealWidgets,
} from './support';

const THEMES = [
	'twentytwentyfive',
	'twentytwentythree',
	'twentytwentytwo',
	'twentytwentyone',
	'twentytwenty',
] as const;
const WCAG = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ];
/** What the plugin puts on pages: widgets and the account link. */
const OURS = '.vitrine-widget:not(.vitrine-login-popup), .vitrine-account';
/** What axe checks: those, and every Vitrine block (price tables, grids… are not widgets). */
const OURS_AND_BLOCKS = `${ OURS }, [class*="wp-block-vitrine-"]`;
/** The server's minimum fill time for the contact form is 3 s; stay clear of it. */
const FILL_TIME_MS = 3500;

// Each theme's visitor visits several pages; the machine's two cores are shared with the other worker.
test.describe.configure( { timeout: 120_000 } );

/**
 * Opens a page and checks it is rendered by the theme under test, with the widgets mounted.
 */
async function visit( page: Page, theme: string, path: string ) {
	await page.goto( path );
	// A stylesheet or, for a theme with none (Twenty Twenty-Three), its fonts in global styles.
	expect( await page.content() ).toContain( `/themes/${ theme }/` );
	await expect(
		page.locator( '[data-vitrine-widget="login-popup"]' )
	).toHaveAttribute( 'data-vitrine-state', 'mounted' );
	await expect(
		page.locator(
			'[data-vitrine-widget]:not([data-vitrine-state="mounted"])'
		)
	).toHaveCount( 0 );
}

/**
 * Elements of our widgets that stick out of the widget's container, or out of the widget
 * (1 px of rounding allowed). Visually hidden helpers (1 px boxes) do not count.
 */
async function overflowing( page: Page ): Promise< string[] > {
	// Measure at rest: a panel sliding in (the switcher, an accordion opening) is mid-way for a moment.
	await animationsSettled( page );
	return page.evaluate( ( selector ) => {
		const found: string[] = [];
		const name = ( el: Element ) =>
			`${ el.tagName.toLowerCase() }.${ [ ...el.classList ].join( '.' ) }`;
		const outside = ( inner: DOMRect, outer: DOMRect ) =>
			inner.left < outer.left - 1 ||
			inner.right > outer.right + 1 ||
			inner.top < outer.top - 1 ||
			inner.bottom > outer.bottom + 1;
		document.querySelectorAll( selector ).forEach( ( widget ) => {
			const box = widget.getBoundingClientRect();
			const container = widget.parentElement!.getBoundingClientRect();
			// A mount point that shows nothing (the content lightbox's empty span) cannot stick out.
			const visible = box.width > 1 && box.height > 1;
			if ( visible && outside( box, container ) ) {
				found.push( `${ name( widget ) } outside its container` );
			}
			// A part inside a box that clips its content (a collapsed accordion panel, an
			// unfolding text, a map's layers) cannot stick out, whatever its own box says.
			const clipped = ( part: Element ) => {
				for (
					let node = part.parentElement;
					node && node !== widget.parentElement;
					node = node.parentElement
				) {
					const { overflowX, overflowY } = getComputedStyle( node );
					if ( overflowX !== 'visible' || overflowY !== 'visible' ) {
						return true;
					}
				}
				return false;
			};
			// Fixed parts (a reading-progress bar) and an open popup's (on its fixed backdrop)
			// belong to the viewport by design; an inline part's box follows its font's ascent
			// and descent, not the line it sits in.
			const exempt = ( part: Element ) => {
				const { position, display } = getComputedStyle( part );
				return (
					position === 'fixed' ||
					display === 'inline' ||
					part.closest( '[aria-modal="true"]' ) !== null
				);
			};
			widget.querySelectorAll( '*' ).forEach( ( part ) => {
				const rect = part.getBoundingClientRect();
				if (
					rect.width > 1 &&
					rect.height > 1 &&
					outside( rect, box ) &&
					! clipped( part ) &&
					! exempt( part )
				) {
					found.push(
						`${ name( part ) } outside ${ name( widget ) }`
					);
				}
			} );
		} );
		return found;
	}, OURS );
}

/**
 * Our unmarked lists (cards, events, places, features) whose first item does not start where
 * the list's content does: a classic theme's margin for every `li` (Twenty Twenty's 2rem)
 * stood cards and events 20 px in and squeezed a day's events to a few letters a line. Lists
 * that centre or spread their items are left out.
 */
async function listsIndented( page: Page ): Promise< string[] > {
	return page.evaluate( ( ours ) => {
		const found: string[] = [];
		document
			.querySelectorAll( `:is(${ ours }) :is(ul, ol)` )
			.forEach( ( list ) => {
				const style = getComputedStyle( list );
				const first = [ ...list.children ].find(
					( item ) =>
						item.tagName === 'LI' &&
						item.getBoundingClientRect().width > 1 &&
						// Not a card waiting to be revealed (scaled a little).
						getComputedStyle( item ).transform === 'none'
				);
				if (
					style.listStyleType !== 'none' ||
					! first ||
					! list.checkVisibility() ||
					! [ 'normal', 'start', 'flex-start', 'stretch' ].includes(
						style.justifyContent
					)
				) {
					return;
				}
				const start =
					list.getBoundingClientRect().left +
					parseFloat( style.paddingLeft ) +
					parseFloat( style.borderLeftWidth );
				const inset = first.getBoundingClientRect().left - start;
				if ( Math.abs( inset ) > 1 ) {
					found.push(
						`${ list.tagName.toLowerCase() }.${ [
							...list.classList,
						].join( '.' ) }: first item ${ Math.round(
							inset
						) } px in`
					);
				}
			} );
		return [ ...new Set( found ) ];
	}, OURS_AND_BLOCKS );
}

/**
 * Words of our buttons split over two lines (a theme whose text breaks anywhere, Twenty
 * Twenty's `word-break: break-word`, broke "Today" in the calendar's narrow buttons).
 */
async function wordsBroken( page: Page ): Promise< string[] > {
	return page.evaluate( ( ours ) => {
		const found: string[] = [];
		document
			.querySelectorAll( `:is(${ ours }) button` )
			.forEach( ( button ) => {
				if ( ! button.checkVisibility() ) {
					return;
				}
				const walker = document.createTreeWalker(
					button,
					NodeFilter.SHOW_TEXT
				);
				for (
					let text = walker.nextNode();
					text;
					text = walker.nextNode()
				) {
					for ( const word of ( text.textContent ?? '' ).matchAll(
						/\S+/g
					) ) {
						const range = document.createRange();
						range.setStart( text, word.index );
						range.setEnd( text, word.index + word[ 0 ].length );
						const lines = new Set(
							[ ...range.getClientRects() ].map( ( rect ) =>
								Math.round( rect.top )
							)
						);
						if ( lines.size > 1 ) {
							found.push(
								`"${ word[ 0 ] }" in "${ (
									button.textContent ?? ''
								).trim() }"`
							);
						}
					}
				}
			} );
		return found;
	}, OURS_AND_BLOCKS );
}

/**
 * Our elements painted in the Vitrine theme's accent (#b5462a) or its deeper shade (#8f341d)
 * under another theme: text, background or border (the audio player's current track and the
 * scroll indicators' current dot and link fell back to them).
 */
async function inVitrineAccent( page: Page ): Promise< string[] > {
	return page.evaluate( ( ours ) => {
		const vitrine = [ 'rgb(181, 70, 42)', 'rgb(143, 52, 29)' ];
		const found: string[] = [];
		document.querySelectorAll( `:is(${ ours }) *` ).forEach( ( el ) => {
			for ( const pseudo of [ null, '::before', '::after' ] ) {
				const style = getComputedStyle( el, pseudo );
				const painted = [
					style.color,
					style.backgroundColor,
					style.borderTopWidth === '0px' ? '' : style.borderTopColor,
				];
				if (
					painted.some( ( colour ) => vitrine.includes( colour ) )
				) {
					found.push(
						`${ el.tagName.toLowerCase() }.${ [
							...el.classList,
						].join( '.' ) }${ pseudo ?? '' }`
					);
				}
			}
		} );
		return found;
	}, OURS_AND_BLOCKS );
}

/**
 * The checks every page gets: our widgets stay inside their boxes and pass axe.
 */
async function checkWidgets( page: Page, { axe = true } = {} ) {
	expect( await overflowing( page ) ).toEqual( [] );
	if ( ! axe ) {
		return;
	}
	const results = await new AxeBuilder( { page } )
		.include( OURS_AND_BLOCKS )
		.withTags( WCAG )
		.analyze();
	expect(
		results.violations.map(
			( violation ) =>
				`${ violation.id }: ${ violation.nodes
					.map( ( node ) => node.target.join( ' ' ) )
					.join( ', ' ) }`
		)
	).toEqual( [] );
}

/**
 * Loves the first post on the page that the visitor does not love yet; returns its id.
 */
async function loveOne( page: Page, skip: number[] = [] ): Promise< number > {
	const widgets = page.locator( '[data-vitrine-widget="like"]' );
	await expect( widgets.first().getByRole( 'button' ) ).toBeVisible();
	for ( const widget of await widgets.all() ) {
		const { postId } = JSON.parse(
			( await widget.getAttribute( 'data-vitrine-props' ) ) ?? '{}'
		) as { postId: number };
		const button = widget.getByRole( 'button' );
		if ( skip.includes( postId ) || ( await button.isDisabled() ) ) {
			continue;
		}
		await button.click();
		await expect( widget.locator( '.is-loved' ) ).toBeVisible();
		await expect( widget.getByRole( 'button' ) ).toHaveAttribute(
			'title',
			'You already love this!'
		);
		return postId;
	}
	throw new Error( 'no post left to love on this page' );
}

/**
 * On /widgets/, the like button stands in the text column, aligned with the paragraphs; so
 * does the Cart link block (a link in a block-level box the theme's layout places, not an
 * inline box at the content area's edge).
 */
async function expectLikeInTextColumn( page: Page ) {
	// The Cart link block in the content (block themes also get one hooked into the header).
	const cartLink = page
		.locator( '.entry-content .wp-block-vitrine-cart-link' )
		.first();
	const before = page
		.locator( 'p', { hasText: 'The link to the cart with the number' } )
		.first();
	const [ cartBox, beforeBox ] = [
		( await cartLink.boundingBox() )!,
		( await before.boundingBox() )!,
	];
	expect( Math.abs( cartBox.x - beforeBox.x ) ).toBeLessThanOrEqual( 1 );

	const like = page.locator( '[data-vitrine-widget="like"]' ).first();
	const paragraph = page
		.locator( 'p', { hasText: 'Readers love a story' } )
		.first();
	const [ likeBox, textBox ] = [
		( await like.boundingBox() )!,
		( await paragraph.boundingBox() )!,
	];
	expect( Math.abs( likeBox.x - textBox.x ) ).toBeLessThanOrEqual( 1 );

	// A circle progress and the expanding and fullscreen search forms' toggles stand inside
	// the text column too (they sat at the window's edge).
	const placed = await page
		.locator(
			'.entry-content > :is(.wp-block-vitrine-circle-progress, .vitrine-search-form--expanding, .vitrine-search-form--fullscreen)'
		)
		.all();
	expect( placed.length ).toBeGreaterThan( 2 );
	for ( const element of placed ) {
		const box = ( await element.boundingBox() )!;
		expect( box.x ).toBeGreaterThanOrEqual( textBox.x - 1 );
		expect( box.x + box.width ).toBeLessThanOrEqual(
			textBox.x + textBox.width + 1
		);
	}

	// In that column the price table's plans and the services' columns keep a reading width
	// (12em and more: they stood 150 px wide, a word per line) and no plan's words run past
	// its card.
	expect(
		await page.evaluate( () => {
			const found: string[] = [];
			document
				.querySelectorAll(
					'.vitrine-price-table__plan, .vitrine-services-grid__item'
				)
				.forEach( ( box ) => {
					const rect = box.getBoundingClientRect();
					const em = parseFloat( getComputedStyle( box ).fontSize );
					if ( rect.width < 12 * em ) {
						found.push( `${ box.className } ${ rect.width } px` );
					}
					box.querySelectorAll( 'li, p, h3, span' ).forEach(
						( part ) => {
							if (
								part.getBoundingClientRect().right >
								rect.right + 1
							) {
								found.push(
									`${ part.textContent } past its card`
								);
							}
						}
					);
				} );
			return found;
		} )
	).toEqual( [] );
}

/**
 * On /widgets/, the plugin's buttons whose computed background, corner radius or font family
 * differ from the theme's own button: the core Button block's markup, added to the content
 * for the comparison (the page has none in view). The off-canvas toggle, the widget popup's
 * trigger, the unfold's "Read more", the price table's plan buttons and the case studies'
 * "View gallery" carry the theme's button classes as the newsletter's submit does.
 */
async function buttonsUnlikeTheTheme( page: Page ): Promise< string[] > {
	const selectors = [
		'.vitrine-newsletter__submit',
		'.vitrine-off-canvas__toggle',
		'.vitrine-inline-popup__open',
		'.vitrine-unfold__button',
		'.vitrine-price-table__cta',
		'.vitrine-case-studies__gallery',
	];
	// Each is on the page, the unfold's button once its text is folded.
	for ( const selector of selectors ) {
		await expect( page.locator( selector ).first() ).toBeVisible();
	}
	return page.evaluate( ( buttons ) => {
		const holder = document.createElement( 'div' );
		holder.className = 'wp-block-button';
		holder.innerHTML =
			'<a class="wp-block-button__link wp-element-button" href="#theme-button">Theme button</a>';
		document
			.querySelector( '.entry-content, .wp-block-post-content' )!
			.append( holder );
		const look = ( el: Element ) => {
			const style = getComputedStyle( el );
			return {
				background: style.backgroundColor,
				radius: style.borderTopLeftRadius,
				font: style.fontFamily,
			};
		};
		const theirs = look( holder.firstElementChild! );
		holder.remove();
		const found: string[] = [];
		document
			.querySelectorAll( buttons.join( ', ' ) )
			.forEach( ( button ) => {
				const mine = look( button );
				(
					Object.keys( theirs ) as Array< keyof typeof theirs >
				 ).forEach( ( key ) => {
					if ( mine[ key ] !== theirs[ key ] ) {
						found.push(
							`${ button.className } "${ ( button.textContent ?? '' ).trim() }": ${ key } ${ mine[ key ] }, the theme's ${ theirs[ key ] }`
						);
					}
				} );
			} );
		return found;
	}, selectors );
}

test( 'under the Vitrine theme, the widgets stay inside their boxes', async ( {
	page,
} ) => {
	// accessibility.spec.ts runs axe on these pages already.
	for ( const path of [ '/blog/', '/contact/', '/widgets/' ] ) {
		await visit( page, 'vitrine', path );
		await checkWidgets( page, { axe: false } );
	}
	await expectLikeInTextColumn( page );
} );

/**
 * A visitor signs up for the newsletter on /widgets/ (checked, with the like button and the
 * Cart link block in the text column). The contact form was opened in `contact` when the
 * test began, so its minimum fill time has passed while the rest ran: it is checked, filled
 * and sent here, without a wait of its own.
 *
 * @param page    The visitor's page.
 * @param contact The visitor's second tab, on /contact/.
 * @param theme   The theme under test.
 * @param opened  When `contact` loaded the form.
 */
async function newsletterAndContact(
	page: Page,
	contact: Page,
	theme: string,
	opened: Promise< number >
) {
	const unique = `${ theme }-${ Date.now() }-${ Math.random()
		.toString( 36 )
		.slice( 2, 6 ) }`;
	await visit( page, theme, '/widgets/' );
	await checkWidgets( page );
	expect( await listsIndented( page ) ).toEqual( [] );
	expect( await inVitrineAccent( page ) ).toEqual( [] );
	// The calendar's events show their whole text in a narrow day ("10:00Open" was one word,
	// clipped at the chip's edge, under the block themes).
	expect(
		await page
			.locator( '.vitrine-calendar__grid .vitrine-calendar__event' )
			.evaluateAll( ( events ) =>
				events
					.filter(
						( event ) => event.scrollWidth > event.clientWidth + 1
					)
					.map( ( event ) => ( event.textContent ?? '' ).trim() )
			)
	).toEqual( [] );
	const width = page.viewportSize();
	await page.setViewportSize( { width: 390, height: 900 } );
	await afterFrames( page );
	expect( await wordsBroken( page ) ).toEqual( [] );
	await page.setViewportSize( width! );
	await expectLikeInTextColumn( page );
	// The slide menu (placed for the `primary` location) lists the site's navigation: under
	// a block theme, which has no menu locations, what its Navigation block falls back to
	// (the site's navigation menu, here core's page list); it printed nothing there.
	const slideMenu = page.locator( '[data-vitrine-widget="slide-menu"]' );
	await expect(
		slideMenu.getByRole( 'link', { name: 'Shop', exact: true } )
	).toBeVisible();
	expect( await slideMenu.getByRole( 'link' ).count() ).toBeGreaterThan( 2 );
	expect( await buttonsUnlikeTheTheme( page ) ).toEqual( [] );

	const newsletter = page
		.locator( '[data-vitrine-widget="newsletter"]' )
		.first()
		.getByRole( 'form' );
	await newsletter.getByLabel( 'First name' ).fill( 'Ada' );
	await newsletter
		.getByLabel( /Email address/ )
		.fill( `nl-${ unique }@example.test` );
	await newsletter.getByRole( 'checkbox' ).check();
	await newsletter.getByRole( 'button', { name: 'Subscribe' } ).click();
	await expect(
		page
			.locator( '[data-vitrine-widget="newsletter"]' )
			.first()
			.getByRole( 'status' )
	).toContainText( 'check your inbox' );

	const loadedAt = await opened;
	const form = contact.locator( 'form.vitrine-form' );
	await checkWidgets( contact );

	// The two-column row: name and email side by side, neither under the other.
	const name = form.getByLabel( /^Your name/ );
	const email = form.getByLabel( /^Your email/ );
	const [ nameBox, emailBox ] = [
		( await name.boundingBox() )!,
		( await email.boundingBox() )!,
	];
	expect( nameBox.x + nameBox.width ).toBeLessThanOrEqual( emailBox.x );

	await name.fill( 'Ada Lovelace' );
	await email.fill( 'ada@example.com' );
	await form.getByLabel( /^Subject/ ).fill( `Hello ${ unique }` );
	await form
		.getByLabel( /^Your message/ )
		.fill( `A message sent under ${ theme }: ${ unique }.` );
	await form.getByRole( 'checkbox' ).check();
	// Only if the rest ran faster than a person fills a form (never, on two cores).
	const wait = FILL_TIME_MS - ( Date.now() - loadedAt );
	if ( wait > 0 ) {
		await contact.waitForTimeout( wait );
	}
	await form.getByRole( 'button', { name: /send/i } ).click();
	await expect( form ).toHaveClass( /\bsent\b/, { timeout: 15_000 } );
	await expect( form.getByRole( 'status' ) ).toHaveText(
		'Thank you for your message. It has been sent.'
	);
	await checkWidgets( contact );
	await contact.close();
}

/**
 * A visitor loves a post from the blog list and another from its page; back on the list, the
 * first is still loved (from the session).
 *
 * @param page  The visitor's page.
 * @param theme The theme under test.
 */
async function loveTwoPosts( page: Page, theme: string ) {
	await visit( page, theme, '/blog/' );
	await checkWidgets( page );
	const fromList = await loveOne( page );

	const link = page
		.locator( `article, .wp-block-post` )
		.filter( {
			has: page.locator( '[data-vitrine-widget="like"]' ),
		} )
		.filter( {
			hasNot: page.locator(
				`[data-vitrine-props*='"postId":${ fromList },']`
			),
		} )
		.first()
		.locator( 'h2 a' )
		.first();
	await visit( page, theme, ( await link.getAttribute( 'href' ) )! );
	await checkWidgets( page );
	const single = page.locator( '[data-vitrine-widget="like"]' );
	await expect( single ).toHaveCount( 1 );
	expect( await loveOne( page, [ fromList ] ) ).not.toBe( fromList );

	await visit( page, theme, '/blog/' );
	await expect(
		page
			.locator(
				`[data-vitrine-props*='"postId":${ fromList },'] .is-loved`
			)
			.first()
	).toBeVisible();
}

/**
 * A visitor logs in from the header account link (the popup axe clean once faded in); the
 * same link then leads to the account.
 *
 * @param page  The visitor's page.
 * @param theme The theme under test.
 */
async function logInFromHeader( page: Page, theme: string ) {
	await visit( page, theme, '/' );
	const account = page.locator( 'header [data-vitrine-login-open]' );
	await expect( account ).toHaveCount( 1 );
	await expect( account ).toHaveText( 'Log in' );
	await checkWidgets( page );

	await account.click();
	const dialog = page.getByRole( 'dialog', { name: 'Log in' } );
	await expect( dialog ).toBeVisible();
	// Contrast is measured once the dialog has faded in, not half-way.
	await dialog.evaluate( ( element ) =>
		Promise.all(
			element
				.getAnimations( { subtree: true } )
				.map( ( animation ) => animation.finished )
		)
	);
	const results = await new AxeBuilder( { page } )
		.include( 'dialog[open]' )
		.withTags( WCAG )
		.analyze();
	expect( results.violations.map( ( v ) => v.id ) ).toEqual( [] );

	await dialog.getByLabel( 'Username or email address' ).fill( 'admin' );
	await dialog.getByLabel( 'Password' ).fill( 'password' );
	await dialog.getByRole( 'button', { name: 'Log in' } ).click();

	// The page reloads; the same cached-safe link now leads to the account.
	await expect( account ).toHaveText( 'My account', { timeout: 15_000 } );
	await expect( account ).toHaveAttribute( 'href', /\/account\/$/ );
}

/*
 * One visitor per theme, one browser context: the newsletter and the contact form, two loved
 * posts, then the login (last: it ends the guest's session).
 */
for ( const theme of THEMES ) {
	test( `under ${ theme }, a visitor signs up, writes, loves two posts and logs in from the header`, async ( {
		page,
		context,
		baseURL,
	} ) => {
		await context.addCookies( [
			{ name: 'vitrine_e2e_theme', value: theme, url: baseURL! },
		] );
		// The contact form opens first, in a second tab: its fill time runs meanwhile.
		const contact = await context.newPage();
		const opened = visit( contact, theme, '/contact/' ).then( async () => {
			await expect(
				contact.locator( 'form.vitrine-form .vitrine-form__fields' )
			).toBeVisible();
			return Date.now();
		} );
		await test.step( 'newsletter and contact form', () =>
			newsletterAndContact( page, contact, theme, opened ) );
		await test.step( 'two loved posts', () => loveTwoPosts( page, theme ) );
		await test.step( 'login from the header', () =>
			logInFromHeader( page, theme ) );
	} );
}

test( 'a colour chosen on a block wins: under Twenty Twenty-Three, dark blocks read', async ( {
	page,
	context,
	baseURL,
} ) => {
	// The editor's choice for each block: the theme's dark preset behind its light one, padded.
	const chosen = {
		backgroundColor: 'contrast',
		textColor: 'base',
		style: { spacing: { padding: { top: '1rem', bottom: '1rem' } } },
	};
	const tab = { title: 'One', content: 'Text' };
	const blocks: Record< string, object > = {
		timeline: {},
		tabs: { label: 'Steps', tabs: [ tab, { ...tab, title: 'Two' } ] },
		accordion: { items: [ tab ] },
		'price-table': {},
		'services-grid': {},
		'case-studies': { count: 2 },
		newsletter: {},
		'events-calendar': {},
		'upcoming-events': {},
		switcher: {
			label: 'Billing',
			items: [ tab, { ...tab, title: 'Two' } ],
		},
		unfold: { content: '<p>A long text.</p>' },
		countdown: { date: '2031-12-24T18:00:00' },
		table: { csv: 'Name,Age\nAda,36' },
		'post-slider': { count: 3 },
		'loop-grid': { perPage: 3 },
		'cart-link': {},
		'search-form': {},
	};
	const content = Object.entries( blocks )
		.map(
			( [ name, attributes ] ) =>
				`<!-- wp:vitrine/${ name } ${ JSON.stringify( {
					...attributes,
					...chosen,
				} ) } /-->`
		)
		.join( '\n' );
	await logIn( page );
	const nonce = await (
		await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const created = await page.request.post( '/wp-json/wp/v2/pages', {
		headers: { 'X-WP-Nonce': nonce },
		data: {
			title: `Coloured blocks ${ Date.now() }`,
			status: 'publish',
			content,
		},
	} );
	expect( created.status() ).toBe( 201 );
	const { link } = ( await created.json() ) as { link: string };

	await context.clearCookies();
	await context.addCookies( [
		{
			name: 'vitrine_e2e_theme',
			value: 'twentytwentythree',
			url: baseURL!,
		},
	] );
	await page.goto( link );
	await revealWidgets( page );
	// The blocks in the content (the theme's header has a cart link of its own, hooked there).
	for ( const name of Object.keys( blocks ) ) {
		await expect(
			page.locator( `.entry-content .wp-block-vitrine-${ name }` ).first()
		).toHaveClass( /has-contrast-background-color/ );
	}
	await animationsSettled( page );
	const results = await new AxeBuilder( { page } )
		.include( OURS_AND_BLOCKS )
		.withRules( [ 'color-contrast' ] )
		.analyze();
	expect(
		results.violations.flatMap( ( violation ) =>
			violation.nodes.map( ( node ) => node.target.join( ' ' ) )
		)
	).toEqual( [] );
} );
