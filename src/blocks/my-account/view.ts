/**
 * The account page's progressive enhancement, the block's `viewScript` (block.json, and
 * AccountView::render() for the shortcode), small and without dependencies: the shared error
 * summary takes the focus and leads to its fields (enhanceErrorSummary), and the new password
 * gets the shared strength meter (enhanceStrengthMeters: zxcvbn loaded only once the member
 * uses the field). Without this script nothing is lost: the server checks the same rule and
 * answers with the summary.
 */

/**
 * Internal dependencies
 */
import { enhanceErrorSummary } from '../../widgets/error-summary/enhance';
import { enhanceStrengthMeters } from '../../widgets/password-strength/meter';

enhanceErrorSummary( document );
enhanceStrengthMeters( document );
