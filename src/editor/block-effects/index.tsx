/**
 * Block effects in the editor: the `vitrineSticky` / `vitrineMotion` attributes on a few core
 * blocks (PHP `BlockEffects` declares the same ones) and their sidebar panels. The saved
 * markup does not change: the server adds the mount point when the page renders.
 */

/**
 * External dependencies
 */
import { InspectorControls } from '@wordpress/block-editor';
import { addFilter } from '@wordpress/hooks';
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import type { MotionSettings } from '../../lib/motion';
import type { StickySettings } from '../../widgets/block-effects/sticky';
import { MotionPanel } from './motion-panel';
import { StickyPanel } from './sticky-panel';
import './background';

const STICKY_BLOCKS = [
	'core/group',
	'core/columns',
	'core/column',
	'core/cover',
];
const MOTION_BLOCKS = [ ...STICKY_BLOCKS, 'core/image' ];

type Settings = { attributes?: Record< string, unknown > };

addFilter(
	'blocks.registerBlockType',
	'vitrine/block-effects/attributes',
	( settings: Settings, name: string ): Settings => {
		const attributes = { ...settings.attributes };
		if ( STICKY_BLOCKS.includes( name ) ) {
			attributes.vitrineSticky = { type: 'object' };
		}
		if ( MOTION_BLOCKS.includes( name ) ) {
			attributes.vitrineMotion = { type: 'object' };
		}
		return { ...settings, attributes };
	}
);

interface EditProps {
	name: string;
	isSelected: boolean;
	attributes: {
		vitrineSticky?: Partial< StickySettings >;
		vitrineMotion?: Partial< MotionSettings >;
	};
	setAttributes: ( next: Record< string, unknown > ) => void;
}

// A plain higher-order component (what @wordpress/compose's helper does, minus the name).
const withEffectPanels =
	( BlockEdit: ComponentType< EditProps > ) => ( props: EditProps ) => {
		const { name, isSelected, attributes, setAttributes } = props;
		if ( ! MOTION_BLOCKS.includes( name ) || ! isSelected ) {
			return <BlockEdit { ...props } />;
		}
		return (
			<>
				<BlockEdit { ...props } />
				<InspectorControls>
					{ STICKY_BLOCKS.includes( name ) && (
						<StickyPanel
							value={ attributes.vitrineSticky }
							onChange={ ( vitrineSticky ) =>
								setAttributes( { vitrineSticky } )
							}
						/>
					) }
					<MotionPanel
						value={ attributes.vitrineMotion }
						onChange={ ( vitrineMotion ) =>
							setAttributes( { vitrineMotion } )
						}
					/>
				</InspectorControls>
			</>
		);
	};

addFilter(
	'editor.BlockEdit',
	'vitrine/block-effects/panels',
	withEffectPanels
);
