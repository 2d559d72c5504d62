/**
 * `npm run theme-css`: writes theme/assets/css/theme.css, the Vitrine theme's one stylesheet,
 * from its parts in theme/assets/css/src/ without building the bundles (every build writes it
 * too: bin/webpack/theme-css.js). The file is not committed (.gitignore).
 *
 *   node bin/theme-css.mjs   write theme.css from the parts
 */
import { join } from 'node:path';
import themeCss from './webpack/theme-css.js';

const parts = themeCss.writeThemeCss( join( import.meta.dirname, '..' ) );
console.log( `theme/assets/css/theme.css: ${ parts } parts` );
