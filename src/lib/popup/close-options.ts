/** How a builder popup may be closed: the settings the sidebar edits and the front end reads. */
export interface PopupCloseOptions {
	/** Seconds after opening; 0 for never. */
	autoClose: number;
	backdrop: boolean;
	escape: boolean;
	dontShowAgain: boolean;
}
