/**
 * The session, REST and admin-ajax helpers of the public API (`window.vitrine.session()`,
 * `.rest()`, `.ajax()`), in a chunk of their own: the runtime stays small, and a page whose
 * widgets never call them never loads them.
 */

export { getSession } from './session';
export { signedRestFetch } from './signed-rest';
export { postAjax } from './ajax';
