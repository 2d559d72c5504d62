/**
 * required, requiredfile: the only rules an empty field can fail.
 */

/**
 * Internal dependencies
 */
import type { RuleCheck } from './types';

export const required: RuleCheck = ( _rule, { values } ) => values.length > 0;

export const requiredfile: RuleCheck = ( _rule, { files } ) => files.length > 0;
