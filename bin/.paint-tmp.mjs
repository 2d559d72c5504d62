import { chromium } from '@playwright/test';
import fs from 'fs';
const cfg = JSON.parse(
	fs.readFileSync( '/work/main/tests/e2e/chromium-launch.json' )
);
const browser = await chromium.launch( {
	executablePath: cfg.executablePath,
	args: cfg.args,
} );
for ( const js of [ true, false ] ) {
	const ctx = await browser.newContext( {
		javaScriptEnabled: js,
		viewport: { width: 412, height: 823 },
	} );
	const page = await ctx.newPage();
	await page.goto( process.argv[ 2 ], { waitUntil: 'load' } );
	await page.waitForTimeout( 1500 );
	const r = await page.evaluate(
		() =>
			new Promise( ( res ) => {
				const out = {
					paint: performance
						.getEntriesByType( 'paint' )
						.map( ( e ) => [ e.name, Math.round( e.startTime ) ] ),
				};
				new PerformanceObserver( ( l ) => {
					out.lcp = l
						.getEntries()
						.map( ( e ) => [
							Math.round( e.startTime ),
							e.element?.tagName,
							e.element?.className?.toString().slice( 0, 40 ),
						] );
					res( out );
				} ).observe( {
					type: 'largest-contentful-paint',
					buffered: true,
				} );
				const n = performance.getEntriesByType( 'navigation' )[ 0 ];
				out.dcl = Math.round( n.domContentLoadedEventEnd );
				out.load = Math.round( n.loadEventEnd );
				out.respEnd = Math.round( n.responseEnd );
			} )
	);
	console.log( js ? 'JS' : 'noJS', JSON.stringify( r ) );
	await ctx.close();
}
await browser.close();
