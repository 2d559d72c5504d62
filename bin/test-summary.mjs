/**
 * Adds up the test runners' reports (jest JSON, PHPUnit JUnit XML, Playwright JSON) and prints
 * one line per runner and a total.
 *
 * Usage: node bin/test-summary.mjs <reports dir>
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[ 2 ] ?? '.site/reports';
const read = ( file ) =>
	existsSync( join( dir, file ) )
		? readFileSync( join( dir, file ), 'utf8' )
		: null;

const rows = [];
const flaky = [];

/**
 * The tests Playwright had to run again before they passed (CI retries once).
 *
 * @param {Object} report Playwright's JSON report.
 * @return {string[]} "file › title" of each.
 */
function flakyTitles( report ) {
	const titles = [];
	const walk = ( suite ) => {
		for ( const spec of suite.specs ?? [] ) {
			for ( const test of spec.tests ) {
				if ( test.status === 'flaky' ) {
					titles.push( `${ spec.file } › ${ spec.title }` );
				}
			}
		}
		( suite.suites ?? [] ).forEach( walk );
	};
	( report.suites ?? [] ).forEach( walk );
	return titles;
}

const jest = read( 'jest.json' );
if ( jest ) {
	const report = JSON.parse( jest );
	rows.push( [ 'jest', report.numPassedTests, report.numFailedTests ] );
}

const phpunit = read( 'phpunit.xml' );
if ( phpunit ) {
	const suite = phpunit.match( /<testsuite [^>]*>/ )?.[ 0 ] ?? '';
	const count = ( name ) =>
		Number(
			suite.match( new RegExp( ` ${ name }="(\\d+)"` ) )?.[ 1 ] ?? 0
		);
	const bad = count( 'failures' ) + count( 'errors' );
	rows.push( [
		'phpunit',
		count( 'tests' ) - bad - count( 'skipped' ),
		bad,
	] );
}

for ( const [ name, file ] of [
	[ 'e2e', 'e2e.json' ],
	[ 'e2e cache', 'e2e-cache.json' ],
	[ 'e2e proxy', 'e2e-proxy.json' ],
	[ 'e2e nodes', 'e2e-nodes.json' ],
	[ 'e2e bare', 'e2e-bare.json' ],
] ) {
	const e2e = read( file );
	if ( e2e ) {
		const report = JSON.parse( e2e );
		const { stats } = report;
		rows.push( [
			name,
			stats.expected + ( stats.flaky ?? 0 ),
			stats.unexpected,
		] );
		for ( const title of flakyTitles( report ) ) {
			flaky.push( `${ name }: ${ title }` );
		}
	}
}

let passed = 0;
let failed = 0;
console.log( '\nTest summary' );
for ( const [ name, ok, bad ] of rows ) {
	console.log( `  ${ name.padEnd( 9 ) } ${ ok } passed, ${ bad } failed` );
	passed += ok;
	failed += bad;
}
if ( flaky.length > 0 ) {
	console.log(
		`\n${ flaky.length } passed only when run again (flaky, to be fixed):`
	);
	flaky.forEach( ( title ) => console.log( `  ${ title }` ) );
}
console.log( `${ passed } passed, ${ failed } failed` );
