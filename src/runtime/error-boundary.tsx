/**
 * External dependencies
 */
import { Component } from '@wordpress/element';
import type { ReactNode } from 'react';

interface Props {
	name: string;
	fallbackHtml: string;
	children: ReactNode;
}

interface State {
	failed: boolean;
}

/**
 * If a widget throws while rendering, put back the server-rendered fallback it replaced
 * (markup this page already showed), so a broken widget never leaves a hole in the page.
 */
export class ErrorBoundary extends Component< Props, State > {
	override state: State = { failed: false };

	static getDerivedStateFromError(): State {
		return { failed: true };
	}

	override componentDidCatch( error: unknown ): void {
		// eslint-disable-next-line no-console
		console.error(
			`Vitrine: the "${ this.props.name }" widget failed.`,
			error
		);
	}

	override render(): ReactNode {
		if ( this.state.failed ) {
			return (
				<div
					className="vitrine-widget__fallback"
					dangerouslySetInnerHTML={ {
						__html: this.props.fallbackHtml,
					} }
				/>
			);
		}
		return this.props.children;
	}
}
