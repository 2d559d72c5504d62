/**
 * The counter block in the editor: the start value in the sidebar, a preview of the fallback.
 * Plain JavaScript on WordPress's globals, so the example needs no build step.
 * @param root0
 * @param root0.blocks
 * @param root0.blockEditor
 * @param root0.components
 * @param root0.element
 * @param root0.i18n
 */
( ( { blocks, blockEditor, components, element, i18n } ) => {
	const { createElement: h } = element;
	const { __, sprintf } = i18n;

	blocks.registerBlockType( 'vitrine-example/counter', {
		edit: ( { attributes, setAttributes } ) =>
			h(
				'div',
				blockEditor.useBlockProps( {
					className: 'vitrine-example-counter',
				} ),
				h(
					blockEditor.InspectorControls,
					null,
					h(
						components.PanelBody,
						{ title: __( 'Counter', 'vitrine-example-addon' ) },
						h( components.RangeControl, {
							label: __( 'Start at', 'vitrine-example-addon' ),
							min: 0,
							max: 100,
							value: attributes.start,
							onChange: ( start ) =>
								setAttributes( { start: start ?? 0 } ),
						} )
					)
				),
				h(
					'p',
					null,
					sprintf(
						/* translators: %d: how many times the button was pressed. */
						__( 'Pressed %d times', 'vitrine-example-addon' ),
						attributes.start
					)
				)
			),
	} );
} )( window.wp );
