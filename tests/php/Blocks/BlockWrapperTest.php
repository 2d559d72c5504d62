<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Blocks;

use Vitrine\Blocks\BlockWrapper;
use Vitrine\Tests\TestCase;
use WP_HTML_Tag_Processor;

/**
 * The wrapper's edits beyond the root's attributes (the rules every block follows are in
 * BlockSupportsTest): an anchor renames only the references that name the root's id, and
 * markup the tree-building HTML processor gives up on keeps its own root.
 */
final class BlockWrapperTest extends TestCase {

	private const ATTRIBUTES = array(
		'class' => 'wp-block-vitrine-x',
		'id'    => 'here',
	);

	public function test_an_anchor_renames_the_references_to_the_roots_id_and_nothing_else(): void {
		$html = BlockWrapper::apply(
			'<style>#own-1 .x, #own-10{color:red}</style>'
			. '<section id="own-1">'
			. '<p class="own-1 other">A class named like the id</p>'
			. '<label for="own-1">Label</label><input value="own-1" aria-describedby="own-1 own-1-help">'
			. '<a href="#own-1">Top</a><a href="/page#own-1">Elsewhere</a>'
			. '<div data-vitrine-props="' . esc_attr(
				(string) wp_json_encode(
					array(
						'id'    => 'own-1',
						'label' => 'own-1',
						'panel' => array( 'id' => 'own-1' ),
					)
				)
			) . '"></div>'
			. '<script>document.querySelector( "#own-1" );</script>'
			. '</section>',
			self::ATTRIBUTES
		);

		$this->assertStringStartsWith( '<style>#here .x, #own-10{color:red}</style><section class="wp-block-vitrine-x" id="here">', $html );
		$this->assertStringContainsString( 'document.querySelector( "#here" )', $html );
		$tags = new WP_HTML_Tag_Processor( $html );
		$tags->next_tag( 'p' );
		$this->assertSame( 'own-1 other', $tags->get_attribute( 'class' ), 'a class is not a reference' );
		$tags->next_tag( 'label' );
		$this->assertSame( 'here', $tags->get_attribute( 'for' ) );
		$tags->next_tag( 'input' );
		$this->assertSame( 'own-1', $tags->get_attribute( 'value' ), 'a value is what the visitor sends' );
		$this->assertSame( 'here own-1-help', $tags->get_attribute( 'aria-describedby' ) );
		$tags->next_tag( 'a' );
		$this->assertSame( '#here', $tags->get_attribute( 'href' ) );
		$tags->next_tag( 'a' );
		$this->assertSame( '/page#own-1', $tags->get_attribute( 'href' ), 'another page\'s fragment' );
		$tags->next_tag( 'div' );
		$this->assertSame(
			array(
				'id'    => 'here',
				'label' => 'own-1',
				'panel' => array( 'id' => 'here' ),
			),
			json_decode( (string) $tags->get_attribute( 'data-vitrine-props' ), true )
		);
	}

	public function test_markup_the_tree_builder_gives_up_on_keeps_its_root_without_an_extra_box(): void {
		// Nested links: the HTML processor of WordPress 6.8 stops at them (adoption agency).
		$card = '<article class="card"><a href="/product"><div><a href="/wish">Wish</a></div></a></article>';

		$this->assertSame(
			'<article id="here" class="card wp-block-vitrine-x"><a href="/product"><div><a href="/wish">Wish</a></div></a></article>',
			BlockWrapper::apply( $card, self::ATTRIBUTES )
		);
		// A table with text in it (foster parenting), a paragraph closed implicitly.
		$this->assertStringStartsWith( '<div class="wp-block-vitrine-x" id="here"><table>', BlockWrapper::apply( '<div><table>text<tr><td>x</td></tr></table></div>', self::ATTRIBUTES ) );
		$this->assertStringStartsWith( '<div id="here" class="list wp-block-vitrine-x"><p>', BlockWrapper::apply( '<div class="list"><p>one<p>two</div>', self::ATTRIBUTES ) );
	}

	public function test_void_raw_text_and_self_closing_elements_do_not_hide_a_second_root(): void {
		$wrapped = '<div class="wp-block-vitrine-x" id="here">';
		foreach ( array(
			'<p>a<br><img src="x.png" alt=""></p><p>b</p>',
			'<div><svg viewBox="0 0 1 1"><path d="M0 0"/></svg></div><div>b</div>',
			'<div><textarea><div></textarea></div><div>b</div>',
			'<div>a</div>text',
		) as $html ) {
			$this->assertSame( $wrapped . $html . '</div>', BlockWrapper::apply( $html, self::ATTRIBUTES ), $html );
		}
	}
}
