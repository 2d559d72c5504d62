/**
 * Internal dependencies
 */
import { applyType, initFormEditor } from './form-editor';

const row = ( index: string, name: string, type = 'text' ) => `
<li class="vitrine-field" data-type="${ type }">
	<div class="vitrine-field__head"><span class="vitrine-field__title">${ name }</span>
		<button type="button" data-vitrine-move="up">up</button>
		<button type="button" data-vitrine-move="down">down</button>
		<button type="button" data-vitrine-remove>Remove</button>
	</div>
	<select data-vitrine-type name="vitrine_form[fields][${ index }][type]">
		<option value="text"${ type === 'text' ? ' selected' : '' }>Text</option>
		<option value="select"${ type === 'select' ? ' selected' : '' }>Select</option>
	</select>
	<input type="text" name="vitrine_form[fields][${ index }][name]" value="${ name }">
	<input type="text" name="vitrine_form[fields][${ index }][label]" value="">
	<p data-show="select checkbox radio" class="options">options</p>
	<p data-show="text textarea" class="length">length</p>
</li>`;

function setUp() {
	document.body.innerHTML = `
		<ol data-vitrine-fields>${ row( '0', 'first' ) }${ row(
			'1',
			'second',
			'select'
		) }</ol>
		<template id="tpl">${ row( '__i__', '' ) }</template>
		<button type="button" data-vitrine-add-field>Add</button>`;
	const list = document.querySelector< HTMLElement >(
		'[data-vitrine-fields]'
	)!;
	initFormEditor(
		list,
		document.querySelector< HTMLTemplateElement >( '#tpl' )!,
		document.querySelector< HTMLElement >( '[data-vitrine-add-field]' )
	);
	const names = () =>
		Array.from(
			list.querySelectorAll< HTMLInputElement >( 'input[name$="[name]"]' )
		).map( ( input ) => input.value );
	return { list, names };
}

describe( 'form editor', () => {
	it( 'shows only the settings of each row’s type', () => {
		const { list } = setUp();
		const [ text, select ] = Array.from(
			list.querySelectorAll< HTMLElement >( '.vitrine-field' )
		);
		expect( text!.querySelector< HTMLElement >( '.options' )!.hidden ).toBe(
			true
		);
		expect( text!.querySelector< HTMLElement >( '.length' )!.hidden ).toBe(
			false
		);
		expect(
			select!.querySelector< HTMLElement >( '.options' )!.hidden
		).toBe( false );

		const type = text!.querySelector< HTMLSelectElement >( 'select' )!;
		type.value = 'select';
		type.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( text!.dataset.type ).toBe( 'select' );
		expect( text!.querySelector< HTMLElement >( '.options' )!.hidden ).toBe(
			false
		);
	} );

	it( 'adds rows with unique indexes and focuses the new name', () => {
		const { list, names } = setUp();
		document
			.querySelector< HTMLElement >( '[data-vitrine-add-field]' )!
			.click();
		document
			.querySelector< HTMLElement >( '[data-vitrine-add-field]' )!
			.click();
		expect( names() ).toEqual( [ 'first', 'second', '', '' ] );
		const inputs = Array.from(
			list.querySelectorAll< HTMLInputElement >( 'input[name$="[name]"]' )
		).map( ( input ) => input.name );
		expect( new Set( inputs ).size ).toBe( 4 );
		expect( inputs.join() ).not.toContain( '__i__' );
		expect( list.ownerDocument.activeElement ).toBe(
			list.lastElementChild!.querySelector( 'input[name$="[name]"]' )
		);
	} );

	it( 'moves rows up and down and removes them', () => {
		const { list, names } = setUp();
		list.querySelectorAll< HTMLElement >(
			'[data-vitrine-move="down"]'
		)[ 0 ]!.click();
		expect( names() ).toEqual( [ 'second', 'first' ] );
		list.querySelectorAll< HTMLElement >(
			'[data-vitrine-move="up"]'
		)[ 1 ]!.click();
		expect( names() ).toEqual( [ 'first', 'second' ] );
		list.querySelectorAll< HTMLElement >(
			'[data-vitrine-remove]'
		)[ 0 ]!.click();
		expect( names() ).toEqual( [ 'second' ] );
	} );

	it( 'titles a row after its label', () => {
		const { list } = setUp();
		const first = list.querySelector< HTMLElement >( '.vitrine-field' )!;
		const label = first.querySelector< HTMLInputElement >(
			'input[name$="[label]"]'
		)!;
		label.value = 'Your name';
		label.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		expect(
			first.querySelector( '.vitrine-field__title' )!.textContent
		).toBe( 'Your name' );
		applyType( first );
	} );
} );
