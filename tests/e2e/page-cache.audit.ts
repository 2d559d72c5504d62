/**
 * Runs after every guest flow on the page-cache site (the `page-cache-audit` project depends on
 * `page-cache`), and reads what nginx logged for each PHP request: `method uri status cache`.
 */

/**
 * External dependencies
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const LOG = join(
	process.env.LOG_DIR ?? join( __dirname, '../../.site/cache/logs' ),
	'page-cache.log'
);

interface Entry {
	method: string;
	uri: string;
	status: number;
	cache: string;
}

const entries = (): Entry[] =>
	readFileSync( LOG, 'utf8' )
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => {
			const [ method = '', uri = '', status = '0', cache = '-' ] =
				line.split( ' ' );
			return { method, uri, status: Number( status ), cache };
		} );

const CALL = /admin-ajax\.php|^\/wp-json\/|rest_route=/;

test( 'the guest flows were served pages from the cache', () => {
	const hits = entries().filter( ( entry ) => entry.cache === 'HIT' );
	expect( hits.length ).toBeGreaterThan( 5 );
} );

test( 'no call was refused for its nonce (or anything else) during the guest flows', () => {
	expect(
		entries().filter(
			( entry ) => entry.status === 403 && CALL.test( entry.uri )
		)
	).toEqual( [] );
} );

test( 'writes, calls, admin and log in never came from the cache', () => {
	expect(
		entries().filter(
			( entry ) =>
				[ 'HIT', 'STALE', 'UPDATING' ].includes( entry.cache ) &&
				( ! [ 'GET', 'HEAD' ].includes( entry.method ) ||
					CALL.test( entry.uri ) ||
					/^\/(wp-admin|wp-login\.php)/.test( entry.uri ) )
		)
	).toEqual( [] );
} );
