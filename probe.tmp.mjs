import { chromium } from '@playwright/test';
import fs from 'fs';
const launch = JSON.parse( fs.readFileSync( '/work/wt/media/tests/e2e/chromium-launch.json', 'utf8' ) );
const browser = await chromium.launch( launch );
const page = await browser.newPage( { viewport: { width: 1280, height: 900 } } );
await page.goto( 'http://localhost:8918/widgets/' );
console.log( JSON.stringify( await page.evaluate( fs.readFileSync( process.argv[2], 'utf8' ) ), null, 1 ) );
await browser.close();
