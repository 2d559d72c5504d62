/**
 * Writes `<entry>.chunks.json` beside the entry's asset file: which core scripts (WordPress
 * handles such as `wp-element`, `react-jsx-runtime`) the entry's own code needs, each lazily
 * loaded chunk needs, by chunk id, and each named chunk group needs (a widget's
 * `webpackChunkName`).
 *
 * The dependency extraction plugin folds every async chunk's externals into the entry's own
 * dependencies, so a page with one small widget would load React for the others. With this
 * map, PHP enqueues only what the widgets on the page need, and the runtime loads the rest on
 * demand before a chunk that needs it runs (see src/runtime/core-scripts.ts).
 */
// The same request-to-handle mapping as the dependency extraction plugin, which
// @wordpress/scripts brings and runs.
const {
	defaultRequestToHandle,
	// eslint-disable-next-line import/no-extraneous-dependencies
} = require( '@wordpress/dependency-extraction-webpack-plugin/lib/util' );

const NAME = 'VitrineChunkScriptsPlugin';

class ChunkScriptsPlugin {
	/**
	 * @param {{ entry: string }} options The entry whose async chunks are described.
	 */
	constructor( { entry } ) {
		this.entry = entry;
	}

	apply( compiler ) {
		const { Compilation } = compiler.webpack;
		compiler.hooks.thisCompilation.tap( NAME, ( compilation ) => {
			compilation.hooks.processAssets.tap(
				{ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
				() => this.emit( compilation, compiler.webpack )
			);
		} );
	}

	emit( compilation, { ExternalModule, sources } ) {
		const entrypoint = compilation.entrypoints.get( this.entry );
		if ( ! entrypoint ) {
			return;
		}
		// Webpack keeps external modules in the entry chunk (ExternalModule.chunkCondition) and
		// runs them on first use: what a chunk needs are the externals its own modules import.
		const handlesOf = ( chunk ) => {
			const handles = new Set();
			const visit = ( module ) => {
				for ( const connection of compilation.moduleGraph.getOutgoingConnections(
					module
				) ) {
					if ( connection.module instanceof ExternalModule ) {
						const handle = defaultRequestToHandle(
							connection.module.userRequest
						);
						if ( handle ) {
							handles.add( handle );
						}
					}
				}
				( module.modules ?? [] ).forEach( visit );
			};
			for ( const module of compilation.chunkGraph.getChunkModulesIterable(
				chunk
			) ) {
				if ( ! ( module instanceof ExternalModule ) ) {
					visit( module );
				}
			}
			return handles;
		};

		const entry = new Set();
		entrypoint.chunks.forEach( ( chunk ) =>
			handlesOf( chunk ).forEach( ( handle ) => entry.add( handle ) )
		);

		const chunks = {};
		const groups = {};
		const seen = new Set();
		const queue = [ ...entrypoint.getChildren() ];
		while ( queue.length ) {
			const group = queue.shift();
			if ( seen.has( group ) ) {
				continue;
			}
			seen.add( group );
			const union = new Set();
			for ( const chunk of group.chunks ) {
				const handles = handlesOf( chunk );
				if ( handles.size ) {
					chunks[ String( chunk.id ) ] = [ ...handles ].sort();
				}
				handles.forEach( ( handle ) => union.add( handle ) );
			}
			if ( group.name ) {
				groups[ group.name ] = [ ...union ].sort();
			}
			queue.push( ...group.getChildren() );
		}

		compilation.emitAsset(
			`${ this.entry }.chunks.json`,
			new sources.RawSource(
				JSON.stringify( { entry: [ ...entry ].sort(), chunks, groups } )
			)
		);
	}
}

module.exports = ChunkScriptsPlugin;
