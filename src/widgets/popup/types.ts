/**
 * Internal dependencies
 */
import type { PopupCloseOptions } from '../../lib/popup/close-options';
import type { TimingRules } from '../../lib/popup/timing';
import type { Triggers } from '../../lib/popup/triggers';

export interface PopupProps {
	id: number;
	/** The popup's slug: links may name it instead of the id. */
	slug: string;
	title: string;
	html: string;
	type: 'content' | 'url';
	url: string;
	selector: string;
	timing: TimingRules;
	triggers: Triggers;
	close: PopupCloseOptions;
	siteOffsetMinutes: number;
	/** Announced while the dialog's code loads after a click on a link. */
	loadingLabel: string;
}

/** What the launcher holds once the dialog's code has loaded. */
export interface PopupHandle {
	/** Opens the popup; focus returns to `opener` when it closes. */
	open: ( opener: HTMLElement | null ) => void;
	close: () => void;
	unmount: () => void;
}
