/**
 * Internal dependencies
 */
import { parseWidgetProps } from '../lib/widget-props';
import { widgetLoaders } from './registry';
import type { AnyWidgetDefinition } from './widget';

const loadReactRoot = () =>
	import( /* webpackChunkName: "react-root" */ './react-root' );

const SELECTOR = '[data-vitrine-widget]';

/**
 * Mounts every widget under `root` that is not mounted yet. Only the chunks of the widget
 * names present are loaded. Safe to call again after new markup arrives (ajax fragments).
 * @param root
 */
export function mountWidgets( root: ParentNode = document ): Promise< void > {
	const elements = Array.from(
		root.querySelectorAll< HTMLElement >( SELECTOR )
	);
	return Promise.all( elements.map( mountWidget ) ).then( () => undefined );
}

async function mountWidget( element: HTMLElement ): Promise< void > {
	if ( element.dataset.vitrineState ) {
		return;
	}
	element.dataset.vitrineState = 'loading';
	const name = element.dataset.vitrineWidget ?? '';
	const fail = ( message: string, error?: unknown ): void => {
		element.dataset.vitrineState = 'failed';
		// eslint-disable-next-line no-console
		console.error(
			`Vitrine: ${ message } Keeping its fallback.`,
			error ?? ''
		);
	};

	const load = widgetLoaders[ name ];
	if ( ! load ) {
		fail( `unknown widget "${ name }".` );
		return;
	}
	const raw = parseWidgetProps( element.dataset.vitrineProps );
	if ( raw === undefined ) {
		fail( `the "${ name }" widget has malformed props.` );
		return;
	}

	let definition: AnyWidgetDefinition;
	try {
		definition = ( await load() ).default;
	} catch ( error ) {
		fail( `could not load the "${ name }" widget.`, error );
		return;
	}
	const props = definition.parseProps( raw );
	if ( props === null ) {
		fail( `the "${ name }" widget's props are not usable.` );
		return;
	}

	try {
		if ( 'mount' in definition ) {
			definition.mount( element, props );
		} else {
			( await loadReactRoot() ).renderWidget(
				element,
				name,
				definition.Component,
				props
			);
		}
	} catch ( error ) {
		fail( `could not mount the "${ name }" widget.`, error );
		return;
	}
	element.dataset.vitrineState = 'mounted';
}
