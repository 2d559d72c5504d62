/**
 * The widget loaders come from the folders: the committed module is what the folders say, and
 * a new folder's widget is loaded and mounted with nothing else edited.
 */
/**
 * External dependencies
 */
import {
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'fs';
import { tmpdir } from 'os';
import path from 'path';

/**
 * Internal dependencies
 */
import { mountWidgets } from './mount';
import { renderLikeABrowser } from './test-utils';

const folders = require( '../../bin/webpack/block-folders' );

let mockLoaders: Record< string, () => Promise< unknown > > = {};

jest.mock( './yield', () => ( {
	...jest.requireActual( './yield' ),
	afterFirstPaint: jest.fn( () => Promise.resolve() ),
	yieldToMain: jest.fn( () => Promise.resolve() ),
} ) );

jest.mock( './registry', () => ( {
	widgetOpeners: {},
	widgetsOnInteraction: {},
	get widgetLoaders() {
		return mockLoaders;
	},
} ) );

renderLikeABrowser();

const root = path.resolve( __dirname, '../..' );

describe( 'widget loaders', () => {
	let project: string;

	beforeAll( () => {
		project = mkdtempSync( path.join( tmpdir(), 'vitrine-throwaway-' ) );
		const block = path.join( project, 'src/blocks/throwaway-widget' );
		mkdirSync( block, { recursive: true } );
		mkdirSync( path.join( project, 'src/runtime' ) );
		writeFileSync(
			path.join( block, 'block.json' ),
			JSON.stringify( { name: 'vitrine/throwaway-widget' } )
		);
		writeFileSync(
			path.join( block, 'view.ts' ),
			`export default {
				parseProps: ( raw ) => ( typeof raw.said === 'string' ? raw : null ),
				mount: ( element, props ) => { element.textContent = 'Mounted: ' + props.said; },
			};`
		);
	} );

	afterAll( () => rmSync( project, { recursive: true, force: true } ) );

	it( 'are what the block and widget folders say (run the build after adding one)', () => {
		expect(
			readFileSync( path.join( root, folders.LOADERS_FILE ), 'utf8' )
		).toBe( folders.loadersSource( folders.widgets( root ) ) );
	} );

	it( 'load a block folder with a view as its widget, and only those', () => {
		const list = folders.widgets( root );
		expect( list.accordion ).toBe( '../blocks/accordion/view' );
		expect( list.like ).toBe( '../blocks/like/view' );
		expect( list.popup ).toBe( '../widgets/popup' );
		// A block without a view (server markup only) and the shared helpers are no widget.
		expect( list ).not.toHaveProperty( 'timeline' );
		expect( list ).not.toHaveProperty( 'shared' );
	} );

	it( 'mount the widget of a folder that was just added', async () => {
		expect( folders.writeLoaders( project ) ).toBe( true );

		mockLoaders = require(
			path.join( project, folders.LOADERS_FILE )
		).widgetLoaders;
		expect( Object.keys( mockLoaders ) ).toEqual( [ 'throwaway-widget' ] );

		document.body.innerHTML = `<div data-vitrine-widget="throwaway-widget" data-vitrine-props='{"said":"hello"}'>Server markup</div>`;
		await mountWidgets();

		expect( document.body.textContent ).toBe( 'Mounted: hello' );
	} );
} );
