/**
 * The editor as a client of every block: each block the server registers in the `vitrine/`
 * namespace goes into a new page with its block.json `example` (the inserter's preview, with
 * content, so each widget has something to show), the page is published and opened again, and
 * the editor must find every block valid, known and not crashed, with no console error; the
 * published page must render each block and mount every widget.
 *
 * The list comes from the server (the REST API's block types), not from the editor: a block
 * the server renders but no editor script registers is exactly what this must catch.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { baseURL } from '../../playwright.config';
import { logIn, openEditorWith, restAs } from './support';

interface ServerBlockType {
	name: string;
	title: string;
	example: { attributes?: Record< string, unknown > } | null;
}

/** A block in the editor's tree, as the checks read it. */
interface EditorBlock {
	name: string;
	isValid: boolean;
	originalName?: string;
}

/**
 * Blocks that render nothing in a page, by design: their context is missing there (a product;
 * a story with related stories; the product a product page template shows, for the whole page
 * and each of its parts). The Like block placed on a page makes that page likeable (issue 40).
 */
const CONTEXT_ONLY = [
	'vitrine/related-posts',
	'vitrine/single-product',
	'vitrine/wishlist-button',
	'vitrine/product-title',
	'vitrine/product-price',
	'vitrine/product-gallery',
	'vitrine/product-add-to-cart',
	'vitrine/product-stock',
	'vitrine/product-excerpt',
	'vitrine/product-meta',
	'vitrine/product-description',
	'vitrine/related-products',
];

/** Attachments of the test site's media library (the demo's), by kind. */
interface Library {
	images: number[];
	audio: number[];
	svg: number[];
}

/**
 * Media a block's example cannot name (attachment ids differ from site to site): the demo's
 * pictures, sounds and SVG (dev/vitrine-demo/src/DemoMedia.php), added to the example's attributes.
 */
const DEMO_MEDIA: Record< string, ( media: Library ) => object > = {
	'vitrine/audio-player': ( media ) => ( {
		tracks: media.audio.slice( 0, 2 ),
	} ),
	'vitrine/device-frame': ( media ) => ( { image: media.images[ 0 ] } ),
	'vitrine/gallery-slider': ( media ) => ( {
		ids: media.images.slice( 0, 4 ),
	} ),
	'vitrine/hotspots': ( media ) => ( { image: media.images[ 1 ] } ),
	'vitrine/image-comparison': ( media ) => ( {
		before: media.images[ 2 ],
		after: media.images[ 3 ],
	} ),
	'vitrine/inline-svg': ( media ) => ( { id: media.svg[ 0 ] } ),
	'vitrine/portfolio': ( media ) => ( {
		items: media.images.slice( 0, 4 ).map( ( id, index ) => ( {
			id,
			category: index % 2 ? 'People' : 'Homes',
		} ) ),
	} ),
};

/** The block inserted through the inserter, by searching its title, as a person would. */
const THROUGH_THE_INSERTER = 'vitrine/progress-rings';

/** Each block sits in a group with this anchor, so the front end can tell their markup apart. */
const anchor = ( name: string ) => `block-${ name.replace( '/', '-' ) }`;

/**
 * Loads this machine's closed network cannot make, whatever the blocks do: other hosts (the
 * admin bar's Gravatar) and core's block directory, which asks WordPress.org about blocks.
 * @param url Address of the failed load.
 */
const outOfReach = ( url: string ) =>
	! url.startsWith( new URL( baseURL ).origin ) ||
	url.includes( '/wp/v2/block-directory/' );

/** Console errors and uncaught exceptions of a page, from now on (every frame's). */
function consoleErrors( page: Page ): string[] {
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		const url = message.location().url;
		if (
			message.type() === 'error' &&
			! (
				message.text().startsWith( 'Failed to load' ) &&
				outOfReach( url )
			)
		) {
			// A failed load says only its status: its address tells which block asked.
			errors.push( `${ message.text() } ${ url }` );
		}
	} );
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	return errors;
}

/** The editor's blocks, inner ones included. */
function editorBlocks( page: Page ): Promise< EditorBlock[] > {
	return page.evaluate( () => {
		const { wp } = window as unknown as {
			wp: {
				data: {
					select: ( store: string ) => {
						getClientIdsWithDescendants: () => string[];
						getBlock: ( id: string ) => {
							name: string;
							isValid: boolean;
							attributes: { originalName?: string };
						};
					};
				};
			};
		};
		const editor = wp.data.select( 'core/block-editor' );
		return editor.getClientIdsWithDescendants().map( ( id ) => {
			const block = editor.getBlock( id );
			return {
				name: block.name,
				isValid: block.isValid,
				originalName: block.attributes.originalName,
			};
		} );
	} );
}

test( 'every block the server registers inserts, saves and reloads clean in the editor, and renders on the site', async ( {
	page,
} ) => {
	// Forty-nine blocks, their previews and a reload on two shared cores.
	test.setTimeout( 240_000 );
	const errors = consoleErrors( page );
	// A page: a post would show in the blog's lists, which other tests read meanwhile.
	await openEditorWith( page, [], {
		postType: 'page',
		title: `Every Vitrine block ${ Date.now() }`,
	} );

	const types = await page.evaluate( () =>
		(
			window as unknown as {
				wp: { apiFetch: ( options: object ) => Promise< unknown > };
			}
		 ).wp.apiFetch( {
			path: '/wp/v2/block-types?namespace=vitrine&_fields=name,title,example',
		} )
	);
	const serverBlocks = ( types as ServerBlockType[] ).filter( ( type ) =>
		type.name.startsWith( 'vitrine/' )
	);
	expect( serverBlocks.length ).toBeGreaterThan( 40 );
	const names = serverBlocks.map( ( type ) => type.name );
	expect( names ).toContain( THROUGH_THE_INSERTER );
	// Every block has an example (its preview, and what this test places): a block added
	// without one fails here.
	expect(
		serverBlocks
			.filter( ( type ) => ! type.example?.attributes )
			.map( ( type ) => type.name ),
		'blocks without an example in block.json'
	).toEqual( [] );

	const library = async ( query: string ) =>
		(
			( await page.evaluate(
				( path ) =>
					(
						window as unknown as {
							wp: {
								apiFetch: (
									options: object
								) => Promise< unknown >;
							};
						}
					 ).wp.apiFetch( { path } ),
				`/wp/v2/media?${ query }&per_page=6&_fields=id`
			) ) as Array< { id: number } >
		 ).map( ( item ) => item.id );
	const media: Library = {
		images: await library( 'mime_type=image/jpeg' ),
		audio: await library( 'media_type=audio' ),
		svg: await library( 'slug=vitrine-leaf-mark' ),
	};
	// The demo seeds pictures, two sounds and its SVG mark.
	expect( media.images.length ).toBeGreaterThanOrEqual( 4 );
	expect( media.audio.length ).toBeGreaterThanOrEqual( 1 );
	expect( media.svg.length ).toBeGreaterThanOrEqual( 1 );
	const attributesOf = ( type: ServerBlockType ) => ( {
		...type.example?.attributes,
		...DEMO_MEDIA[ type.name ]?.( media ),
	} );

	// Each block in a group of its own, with its example: createBlock() of a block the
	// editor does not know gives the "missing" placeholder, which the checks below catch.
	await page.evaluate(
		( { blocks, byHand } ) => {
			type Block = { clientId: string; innerBlocks: Block[] };
			const { wp } = window as unknown as {
				wp: {
					blocks: {
						getBlockType: ( name: string ) => unknown;
						createBlock: (
							name: string,
							attributes?: object,
							inner?: Block[]
						) => Block;
					};
					data: {
						dispatch: ( store: string ) => {
							insertBlocks: ( blocks: Block[] ) => void;
							selectBlock: ( clientId: string ) => void;
						};
					};
				};
			};
			const { createBlock, getBlockType } = wp.blocks;
			const inner = ( name: string, attributes: object ): Block =>
				getBlockType( name )
					? createBlock( name, attributes )
					: createBlock( 'core/missing', {
							originalName: name,
							originalContent: `<!-- wp:${ name } /-->`,
						} );
			// An empty paragraph, selected, where the inserter is to put its block.
			const placeholder = createBlock( 'core/paragraph' );
			const editor = wp.data.dispatch( 'core/block-editor' );
			editor.insertBlocks(
				blocks.map( ( { name, id, attributes } ) =>
					createBlock( 'core/group', { anchor: id }, [
						name === byHand
							? placeholder
							: inner( name, attributes ),
					] )
				)
			);
			editor.selectBlock( placeholder.clientId );
		},
		{
			blocks: serverBlocks.map( ( type ) => ( {
				name: type.name,
				id: anchor( type.name ),
				attributes: attributesOf( type ),
			} ) ),
			byHand: THROUGH_THE_INSERTER,
		}
	);

	// The inserter replaces the selected empty paragraph, in its group.
	const title = serverBlocks.find(
		( type ) => type.name === THROUGH_THE_INSERTER
	)?.title as string;
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	await page.getByRole( 'button', { name: 'Block Inserter' } ).click();
	await page.getByRole( 'searchbox', { name: 'Search' } ).fill( title );
	await page
		.getByRole( 'listbox', { name: 'Blocks' } )
		.getByRole( 'option', { name: title } )
		.click();
	await expect(
		canvas.locator( `[data-type="${ THROUGH_THE_INSERTER }"]` )
	).toHaveCount( 1 );

	// Published, as visitors see it.
	await page.evaluate( () => {
		const { wp } = window as unknown as {
			wp: {
				data: {
					dispatch: ( store: string ) => {
						editPost: ( edits: object ) => void;
						savePost: () => Promise< void >;
					};
				};
			};
		};
		const editor = wp.data.dispatch( 'core/editor' );
		editor.editPost( { status: 'publish' } );
		return editor.savePost();
	} );
	const saved = await page.evaluate( () => {
		const { wp } = window as unknown as {
			wp: {
				data: {
					select: ( store: string ) => {
						getCurrentPost: () => { id: number; link: string };
						didPostSaveRequestSucceed: () => boolean;
					};
				};
			};
		};
		const editor = wp.data.select( 'core/editor' );
		return {
			ok: editor.didPostSaveRequestSucceed(),
			...editor.getCurrentPost(),
		};
	} );
	expect( saved.ok, 'the post saved' ).toBe( true );

	await page.goto( `/wp-admin/post.php?post=${ saved.id }&action=edit` );
	await page.waitForFunction(
		( count ) =>
			(
				window as unknown as {
					wp?: {
						data?: {
							select: ( store: string ) => {
								getBlockCount: () => number;
							};
						};
					};
				}
			 ).wp?.data
				?.select( 'core/block-editor' )
				.getBlockCount() === count,
		names.length
	);

	const blocks = await editorBlocks( page );
	const missing = blocks
		.filter( ( block ) => block.name === 'core/missing' )
		.map( ( block ) => block.originalName );
	// Soft: one run reports every block that fails, and goes on to the site.
	expect.soft( missing, 'blocks the editor does not know' ).toEqual( [] );
	expect
		.soft(
			blocks
				.filter( ( block ) => ! block.isValid )
				.map( ( block ) => block.name ),
			'invalid blocks'
		)
		.toEqual( [] );
	// Each block came back once (those the editor does not know under their own name).
	expect(
		blocks
			.map( ( block ) => block.originalName ?? block.name )
			.filter( ( name ) => name.startsWith( 'vitrine/' ) )
			.sort()
	).toEqual( [ ...names ].sort() );

	// Every preview has arrived (server renders, media) before looking for crashes.
	await expect( canvas.locator( '.components-spinner' ) ).toHaveCount( 0, {
		timeout: 60_000,
	} );
	await expect
		.soft( canvas.getByText( 'This block has encountered an error' ) )
		.toHaveCount( 0 );
	await expect
		.soft( canvas.getByText( 'doesn’t include support for' ) )
		.toHaveCount( 0 );
	expect.soft( [ ...errors ], 'console errors in the editor' ).toEqual( [] );
	errors.length = 0;

	// The site: each block's markup in its group, or nothing for a block out of its context;
	// every widget mounted. Widgets mount at once here (X-Vitrine-Test-Mount: eager).
	await page.goto( saved.link );
	for ( const name of names ) {
		const group = page.locator( `#${ anchor( name ) }` );
		await expect( group, `${ name }'s group` ).toHaveCount( 1 );
		// Under a theme without layout support, the group wraps its blocks once more.
		const rendered = group.locator(
			':scope > *:not(.wp-block-group__inner-container), :scope > .wp-block-group__inner-container > *'
		);
		if ( CONTEXT_ONLY.includes( name ) ) {
			await expect
				.soft( rendered, `${ name } shows nothing` )
				.toHaveCount( 0 );
		} else {
			await expect
				.soft( rendered.first(), `${ name } renders` )
				.toHaveAttribute( 'class', /vitrine/ );
		}
	}
	const widgets = page.locator( '[data-vitrine-widget]' );
	// Most of the blocks are widgets (sliders, grids, maps, tabs, popups…): not a vacuous loop.
	expect( await widgets.count() ).toBeGreaterThanOrEqual( 35 );
	for ( const widget of await widgets.all() ) {
		await expect
			.soft(
				widget,
				`widget ${ await widget.getAttribute( 'data-vitrine-widget' ) }`
			)
			.toHaveAttribute( 'data-vitrine-state', 'mounted' );
	}
	expect( errors, 'console errors on the site' ).toEqual( [] );

	// Its age gate, popups and panels would meet any other test that lists the pages.
	const removed = await page.request.delete(
		`/wp-json/wp/v2/pages/${ saved.id }?force=true`,
		{
			headers: {
				'X-WP-Nonce': await (
					await page.request.get(
						'/wp-admin/admin-ajax.php?action=rest-nonce'
					)
				).text(),
			},
		}
	);
	expect( removed.ok() ).toBe( true );
} );

test( 'a map saved with its colours in `style` (before `mapStyle`) loads valid in the editor, and keeps its colours on the site', async ( {
	page,
} ) => {
	const colours = '{"land":"#efe9df","water":"#cfe0e3"}';
	const attributes = {
		pins: [ { lat: 45.76, lng: 4.83, title: 'Lyon' } ],
		style: colours,
	};
	const rest = await restAs();
	const created = ( await rest.rest( {
		method: 'POST',
		path: '/wp/v2/pages',
		data: {
			title: `An old map ${ Date.now() }`,
			status: 'publish',
			content: `<!-- wp:vitrine/map ${ JSON.stringify( attributes ) } /-->`,
		},
	} ) ) as { id: number; link: string };
	try {
		const errors = consoleErrors( page );
		await logIn( page );
		await page.goto(
			`/wp-admin/post.php?post=${ created.id }&action=edit`
		);
		await page.waitForFunction(
			() =>
				(
					window as unknown as {
						wp?: {
							data?: {
								select: ( store: string ) => {
									getBlockCount: () => number;
								};
							};
						};
					}
				 ).wp?.data
					?.select( 'core/block-editor' )
					.getBlockCount() === 1
		);
		const map = await page.evaluate( () => {
			const { wp } = window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							getBlocks: () => Array< {
								name: string;
								isValid: boolean;
								attributes: Record< string, unknown >;
							} >;
						};
					};
				};
			};
			const [ block ] = wp.data.select( 'core/block-editor' ).getBlocks();
			return block;
		} );
		expect( map?.name ).toBe( 'vitrine/map' );
		expect( map?.isValid, 'the old map is valid' ).toBe( true );
		expect( map?.attributes.mapStyle ).toBe( colours );
		expect( map?.attributes.style ).toBeUndefined();
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		await expect(
			canvas.locator( '.vitrine-map__place-title' )
		).toHaveText( 'Lyon', { timeout: 15_000 } );
		expect( errors, 'console errors in the editor' ).toEqual( [] );

		// The saved post is still the old format: the server reads its colours.
		await page.goto( created.link );
		const props = JSON.parse(
			( await page
				.locator( '[data-vitrine-widget="map"]' )
				.getAttribute( 'data-vitrine-props' ) ) ?? '{}'
		) as { style?: object };
		expect( props.style ).toEqual( JSON.parse( colours ) );
		await expect(
			page.locator( '[data-vitrine-widget="map"]' )
		).toHaveAttribute( 'data-vitrine-state', 'mounted' );
	} finally {
		await rest.rest( {
			method: 'DELETE',
			path: `/wp/v2/pages/${ created.id }`,
			params: { force: true },
		} );
	}
} );

test.describe( 'blocks that work only in a context', () => {
	const onlyProducts = 'Shows on products only';
	const cannotLove = 'Visitors cannot love this type of content';

	test( 'in a page, the wishlist and like buttons say where they work instead of showing a control', async ( {
		page,
	} ) => {
		await openEditorWith(
			page,
			[ { name: 'vitrine/wishlist-button' }, { name: 'vitrine/like' } ],
			{ postType: 'page' }
		);
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		await expect( canvas.getByText( onlyProducts ) ).toBeVisible();
		await expect( canvas.getByText( cannotLove ) ).toBeVisible();
		await expect( canvas.locator( '.vitrine-like__button' ) ).toHaveCount(
			0
		);
	} );

	test( 'in a post, the like button previews and the wishlist button says it needs a product', async ( {
		page,
	} ) => {
		await openEditorWith(
			page,
			[ { name: 'vitrine/wishlist-button' }, { name: 'vitrine/like' } ],
			{ postType: 'post' }
		);
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		await expect( canvas.getByText( onlyProducts ) ).toBeVisible();
		await expect( canvas.locator( '.vitrine-like__button' ) ).toBeVisible();
		await expect( canvas.getByText( cannotLove ) ).toHaveCount( 0 );
	} );

	test( 'in a product, the wishlist button previews the product’s button', async ( {
		page,
		request,
	} ) => {
		const [ product ] = ( await (
			await request.get( '/wp-json/wp/v2/products?per_page=1&_fields=id' )
		).json() ) as Array< { id: number } >;
		expect( product, 'a demo product' ).toBeDefined();
		await openEditorWith( page, [] );
		await page.goto(
			`/wp-admin/post.php?post=${ product?.id }&action=edit`
		);
		await page.waitForFunction(
			() =>
				!! ( window as unknown as { wp?: { blocks?: unknown } } ).wp
					?.blocks
		);
		await page.evaluate( () => {
			const { wp } = window as unknown as {
				wp: {
					blocks: { createBlock: ( name: string ) => object };
					data: {
						dispatch: ( store: string ) => {
							insertBlocks: ( blocks: object[] ) => void;
						};
					};
				};
			};
			wp.data
				.dispatch( 'core/block-editor' )
				.insertBlocks( [
					wp.blocks.createBlock( 'vitrine/wishlist-button' ),
				] );
		} );
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		await expect(
			canvas.locator(
				'[data-type="vitrine/wishlist-button"] .vitrine-wishlist-button__link'
			)
		).toBeVisible();
		await expect( canvas.getByText( onlyProducts ) ).toHaveCount( 0 );
	} );
} );
