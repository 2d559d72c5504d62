/**
 * Internal dependencies
 */
import { onHashAction, resetHashActionsForTests } from './hash-actions';
import type { HashAction } from '../../lib/hash-action';

function link( href: string ): HTMLAnchorElement {
	const a = document.createElement( 'a' );
	a.href = href;
	a.textContent = 'open';
	document.body.append( a );
	return a;
}

function claimer( target: string, seen: HashAction[] ) {
	return ( action: HashAction ) => {
		if ( action.target !== target ) {
			return false;
		}
		seen.push( action );
		return true;
	};
}

afterEach( () => {
	resetHashActionsForTests();
	document.body.innerHTML = '';
	window.history.replaceState( null, '', '/' );
} );

test( 'a click before its popup has mounted is answered when the popup subscribes', () => {
	const early: HashAction[] = [];
	const late: HashAction[] = [];
	onHashAction( claimer( 'side-menu', early ) );
	link( '#vitrine-action:popup/open/12' ).click();
	expect( early ).toHaveLength( 0 );

	onHashAction( claimer( '12', late ) );
	expect( late ).toEqual( [ { kind: 'popup', verb: 'open', target: '12' } ] );

	// Answered once: a later subscriber does not get it again.
	const later: HashAction[] = [];
	onHashAction( claimer( '12', later ) );
	expect( later ).toHaveLength( 0 );
} );

test( 'a claimed click does not wait for anyone else', () => {
	const first: HashAction[] = [];
	const second: HashAction[] = [];
	onHashAction( claimer( '12', first ) );
	link( '#vitrine-action:popup/open/12' ).click();
	onHashAction( claimer( '12', second ) );
	expect( first ).toHaveLength( 1 );
	expect( second ).toHaveLength( 0 );
} );

test( '"close all" never waits for a widget that is not there yet', () => {
	onHashAction( () => false );
	link( '#vitrine-action:popup/close' ).click();
	const late: HashAction[] = [];
	onHashAction( ( action ) => {
		late.push( action );
		return true;
	} );
	expect( late ).toHaveLength( 0 );
} );

test( 'an action left in the address runs once and leaves the address', async () => {
	window.history.replaceState(
		null,
		'',
		'/page/?a=1#vitrine-action:popup/open/12'
	);
	const seen: HashAction[] = [];
	onHashAction( claimer( '12', seen ) );
	expect( window.location.hash ).toBe( '' );
	expect( window.location.search ).toBe( '?a=1' );
	await new Promise( ( resolve ) => window.setTimeout( resolve, 0 ) );
	expect( seen ).toEqual( [ { kind: 'popup', verb: 'open', target: '12' } ] );
} );
