<?php
/**
 * Every Vitrine block honours the editor's settings.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Blocks;

use Vitrine\Tests\ContactForms\FormFactory;
use Vitrine\Tests\TestCase;
use WP_Block;
use WP_Block_Type;
use WP_Block_Type_Registry;
use WP_HTML_Processor;

/**
 * Renders every registered `vitrine/*` block (a block added later is in the loop without
 * anyone listing it) with an extra class, an anchor, an alignment, preset colours and a
 * padding, as the editor saves them, and checks they reach the element that is the block's box.
 */
final class BlockSupportsTest extends TestCase {

	use FormFactory;

	/**
	 * Blocks that place nothing a theme could align: a full-screen gate, a reading-progress
	 * bar fixed to the viewport, and two blocks whose content opens in a fixed panel.
	 */
	private const WITHOUT_ALIGN = array( 'vitrine/age-gate', 'vitrine/scroll-indicators', 'vitrine/widget-popup', 'vitrine/off-canvas' );

	/**
	 * Blocks that legitimately render nothing without their context, given attributes and a
	 * post that fits: the check is that they render nothing (and no empty styled box) there.
	 */
	private const EMPTY_WITHOUT_CONTEXT = array(
		'vitrine/like'          => 'a post that cannot be loved (a page)',
		'vitrine/related-posts' => 'a post with no other post to relate to',
	);

	/**
	 * The attributes and context each block needs to render something.
	 *
	 * @return array<string, array{attrs: array<string, mixed>, context?: array<string, mixed>}>
	 */
	private function needs(): array {
		$image = $this->create_image();
		$topic = $this->create_category( 'Supports test topic' );
		$post  = $this->create_post(
			array(
				'post_title'    => 'Lime plaster',
				'post_category' => array( $topic ),
			)
		);
		$this->create_post(
			array(
				'post_title'    => 'Oak floors',
				'post_category' => array( $topic ),
			)
		);
		$product = $this->create_post(
			array(
				'post_type'  => 'vitrine_product',
				'post_title' => 'Ash stool',
			)
		);
		// The product part blocks each need their part: a price, pictures, texts, a SKU, and
		// another product of the same category to relate to.
		$shelves = wp_insert_term( 'Supports test shelves', 'vitrine_product_cat' );
		$this->assertIsArray( $shelves );
		$full  = $this->create_post(
			array(
				'post_type'     => 'vitrine_product',
				'post_title'    => 'Oak shelf',
				'post_excerpt'  => 'Short.',
				'post_content'  => '<p>Long.</p>',
				'_thumbnail_id' => $image,
				'meta_input'    => array(
					'_regular_price' => '30.00',
					'_sku'           => 'OAK-1',
				),
			)
		);
		$other = $this->create_post(
			array(
				'post_type'  => 'vitrine_product',
				'post_title' => 'Elm shelf',
				'meta_input' => array( '_regular_price' => '20.00' ),
			)
		);
		wp_set_object_terms( $full, array( (int) $shelves['term_id'] ), 'vitrine_product_cat' );
		wp_set_object_terms( $other, array( (int) $shelves['term_id'] ), 'vitrine_product_cat' );
		$in_full = array(
			'context' => array(
				'postId'   => $full,
				'postType' => 'vitrine_product',
			),
		);
		foreach ( array( 'vitrine_timeline', 'vitrine_testimonial', 'vitrine_case_study', 'vitrine_price_plan', 'vitrine_team_member', 'vitrine_service' ) as $type ) {
			$this->create_post(
				array(
					'post_type'     => $type,
					'post_title'    => 'An entry',
					'post_excerpt'  => 'A short text.',
					'_thumbnail_id' => $image,
				)
			);
		}
		$svg = $this->create_svg();
		$tab = array(
			'title'   => 'One',
			'content' => 'Text',
		);
		return array_fill_keys( array_map( static fn( string $part ): string => 'vitrine/' . $part, \Vitrine\Shop\Rendering\ProductParts::PARTS ), $in_full ) + array(
			'vitrine/like'             => array(
				'context' => array(
					'postId'   => $post,
					'postType' => 'post',
				),
			),
			'vitrine/wishlist-button'  => array(
				'context' => array(
					'postId'   => $product,
					'postType' => 'vitrine_product',
				),
			),
			'vitrine/single-product'   => array(
				'context' => array(
					'postId'   => $product,
					'postType' => 'vitrine_product',
				),
			),
			'vitrine/related-posts'    => array( 'attrs' => array( 'post' => (string) $post ) ),
			'vitrine/contact-form'     => array( 'attrs' => array( 'formId' => $this->create_form() ) ),
			'vitrine/tabs'             => array(
				'attrs' => array(
					'label' => 'Steps',
					'tabs'  => array( $tab, $tab ),
				),
			),
			'vitrine/accordion'        => array( 'attrs' => array( 'items' => array( $tab ) ) ),
			'vitrine/switcher'         => array(
				'attrs' => array(
					'label' => 'Billing',
					'items' => array( $tab, $tab ),
				),
			),
			'vitrine/unfold'           => array( 'attrs' => array( 'content' => '<p>A long text.</p>' ) ),
			'vitrine/table'            => array( 'attrs' => array( 'csv' => "Name,Age\nAda,36" ) ),
			'vitrine/countdown'        => array( 'attrs' => array( 'date' => '2031-12-24T18:00:00' ) ),
			'vitrine/map'              => array(
				'attrs' => array(
					'pins' => array(
						array(
							'lat'   => 45.76,
							'lng'   => 4.83,
							'title' => 'Lyon',
						),
					),
				),
			),
			'vitrine/video-popup'      => array(
				'attrs' => array(
					'url'   => 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
					'label' => 'Watch',
				),
			),
			'vitrine/video-player'     => array(
				'attrs' => array(
					'url'   => 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
					'title' => 'A film',
				),
			),
			'vitrine/progress-rings'   => array(
				'attrs' => array(
					'rings' => array(
						array(
							'title'   => 'Done',
							'percent' => 50,
						),
					),
				),
			),
			'vitrine/products'         => array( 'attrs' => array( 'count' => 4 ) ),
			'vitrine/inline-svg'       => array(
				'attrs' => array(
					'id'    => $svg,
					'label' => 'A mark',
				),
			),
			'vitrine/portfolio'        => array(
				'attrs' => array(
					'items' => array(
						array(
							'id'       => $image,
							'category' => 'Homes',
						),
					),
				),
			),
			'vitrine/gallery-slider'   => array( 'attrs' => array( 'ids' => array( $image, $image ) ) ),
			'vitrine/image-comparison' => array(
				'attrs' => array(
					'before' => $image,
					'after'  => $image,
				),
			),
			'vitrine/hotspots'         => array(
				'attrs' => array(
					'image' => $image,
					'spots' => array(
						array(
							'x'     => 20,
							'y'     => 30,
							'title' => 'A spot',
							'text'  => 'Text',
						),
					),
				),
			),
			'vitrine/device-frame'     => array( 'attrs' => array( 'image' => $image ) ),
			'vitrine/extended-heading' => array( 'attrs' => array( 'text' => 'A heading' ) ),
			'vitrine/audio-player'     => array( 'attrs' => array( 'tracks' => array( $this->create_audio() ) ) ),
			'vitrine/tooltip'          => array(
				'attrs' => array(
					'term' => 'Lime',
					'text' => 'A binder.',
				),
			),
			'vitrine/slide-menu'       => array( 'attrs' => array( 'menu' => (string) $this->create_menu() ) ),
		);
	}

	/**
	 * Every block, with the editor's settings, renders them on its root element.
	 */
	public function test_every_block_puts_the_editors_settings_on_its_root(): void {
		$needs  = $this->needs();
		$blocks = $this->vitrine_blocks();
		$this->assertGreaterThan( 40, count( $blocks ) );
		$failures = array();
		foreach ( $blocks as $name => $type ) {
			$failures = array_merge( $failures, $this->check_supports_offered( $name, $type ) );
			$attrs    = $this->editor_attributes( $type ) + ( $needs[ $name ]['attrs'] ?? array() );
			$html     = $this->render( $name, $attrs, $needs[ $name ]['context'] ?? array() );
			$root     = self::root( $html );
			if ( null === $root ) {
				$failures[] = "{$name}: no single root element in: " . substr( $html, 0, 200 );
				continue;
			}
			$failures = array_merge( $failures, $this->check_root( $name, $type, $root ) );
		}
		$this->assertSame( array(), $failures );
	}

	/**
	 * The blocks that need a context render nothing outside it: no empty box with the editor's
	 * colours and padding.
	 */
	public function test_blocks_without_their_context_render_nothing(): void {
		$page   = $this->create_post( array( 'post_type' => 'page' ) );
		$lonely = $this->create_post( array( 'post_category' => array( $this->create_category( 'Supports test alone' ) ) ) );
		foreach ( array_keys( self::EMPTY_WITHOUT_CONTEXT ) as $name ) {
			$type = WP_Block_Type_Registry::get_instance()->get_registered( $name );
			$this->assertInstanceOf( WP_Block_Type::class, $type, $name );
			// The related-posts block relates the post it names: here one alone in its category.
			$attrs = $this->editor_attributes( $type ) + array( 'post' => (string) $lonely );
			$this->assertSame(
				'',
				trim(
					$this->render(
						$name,
						$attrs,
						array(
							'postId'   => $page,
							'postType' => 'page',
						)
					)
				),
				$name
			);
		}
	}

	/**
	 * The wrapper's rules for markup that has no single block-level root.
	 */
	public function test_markup_without_one_block_root_gets_a_block_box(): void {
		$attributes = array(
			'class' => 'wp-block-vitrine-x extra',
			'id'    => 'here',
			'style' => 'padding-top:3px',
		);
		$wrapped    = '<div class="wp-block-vitrine-x extra" id="here" style="padding-top:3px">';
		$this->assertSame( $wrapped . '<span class="vitrine-widget">x</span></div>', \Vitrine\Blocks\BlockWrapper::apply( '<span class="vitrine-widget">x</span>', $attributes ) );
		$this->assertSame( $wrapped . '<p>a</p><p>b</p></div>', \Vitrine\Blocks\BlockWrapper::apply( '<p>a</p><p>b</p>', $attributes ) );
		$this->assertSame( $wrapped . 'text</div>', \Vitrine\Blocks\BlockWrapper::apply( 'text', $attributes ) );
		$this->assertSame( '', \Vitrine\Blocks\BlockWrapper::apply( '', $attributes ) );
		// Styles beside the root do not count; the root's own class, style and id references are kept.
		$this->assertSame(
			'<style>p{}</style><section id="here" class="own extra wp-block-vitrine-x" style="color:red;padding-top:3px;"><a href="#here" aria-controls="here other">x</a></section>',
			\Vitrine\Blocks\BlockWrapper::apply( '<style>p{}</style><section id="own-1" class="own extra" style="color:red"><a href="#own-1" aria-controls="own-1 other">x</a></section>', $attributes )
		);
	}

	/**
	 * Registered Vitrine blocks.
	 *
	 * @return array<string, WP_Block_Type>
	 */
	private function vitrine_blocks(): array {
		return array_filter(
			WP_Block_Type_Registry::get_instance()->get_all_registered(),
			static fn ( string $name ): bool => str_starts_with( $name, 'vitrine/' ),
			ARRAY_FILTER_USE_KEY
		);
	}

	/**
	 * Each block offers the settings every block should, align unless it places nothing.
	 *
	 * @param string        $name Block name.
	 * @param WP_Block_Type $type Block type.
	 * @return list<string> Failures.
	 */
	private function check_supports_offered( string $name, WP_Block_Type $type ): array {
		$failures = array();
		$features = array( 'anchor', 'className', 'color.background', 'color.text', 'spacing.padding', 'spacing.margin', 'typography.fontSize' );
		foreach ( $features as $feature ) {
			if ( ! block_has_support( $type, explode( '.', $feature ) ) ) {
				$failures[] = "{$name}: does not offer {$feature}";
			}
		}
		$align = $type->supports['align'] ?? false;
		if ( in_array( $name, self::WITHOUT_ALIGN, true ) ? false !== $align : ( ! is_array( $align ) || array() === $align ) ) {
			$failures[] = "{$name}: align is " . wp_json_encode( $align );
		}
		return $failures;
	}

	/**
	 * The attributes the editor saves for the block's settings.
	 *
	 * @param WP_Block_Type $type Block type.
	 * @return array<string, mixed>
	 */
	private function editor_attributes( WP_Block_Type $type ): array {
		$align = $type->supports['align'] ?? false;
		$attrs = array(
			'className' => 'from-the-editor',
			'anchor'    => 'editor-anchor',
		);
		if ( block_has_support( $type, array( 'color', 'background' ) ) ) {
			$attrs += array(
				'backgroundColor' => 'contrast',
				'textColor'       => 'base',
				'style'           => array( 'spacing' => array( 'padding' => array( 'top' => '7px' ) ) ),
			);
		}
		if ( is_array( $align ) && array() !== $align ) {
			$attrs['align'] = in_array( 'wide', $align, true ) ? 'wide' : $align[0];
		}
		return $attrs;
	}

	/**
	 * Renders a block as WP_Block::render() does for content.
	 *
	 * @param string               $name    Block name.
	 * @param array<string, mixed> $attrs   Attributes.
	 * @param array<string, mixed> $context Available context.
	 */
	private function render( string $name, array $attrs, array $context ): string {
		$parsed = array(
			'blockName'    => $name,
			'attrs'        => $attrs,
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		);
		return ( new WP_Block( $parsed, $context ) )->render();
	}

	/**
	 * The block's root element, ignoring styles and scripts beside it; null when there is none
	 * or several.
	 *
	 * @param string $html Markup.
	 * @return array{tag: string, class: string, id: string, style: string}|null
	 */
	private static function root( string $html ): ?array {
		$processor = WP_HTML_Processor::create_fragment( $html );
		$root      = null;
		while ( $processor && $processor->next_tag() ) {
			if ( 3 !== $processor->get_current_depth() || in_array( $processor->get_tag(), array( 'STYLE', 'SCRIPT', 'LINK', 'TEMPLATE', 'NOSCRIPT' ), true ) ) {
				continue;
			}
			if ( null !== $root ) {
				return null;
			}
			$root = array(
				'tag'   => (string) $processor->get_tag(),
				'class' => (string) $processor->get_attribute( 'class' ),
				'id'    => (string) $processor->get_attribute( 'id' ),
				'style' => (string) $processor->get_attribute( 'style' ),
			);
		}
		return $root;
	}

	/**
	 * What the root must carry.
	 *
	 * @param string                                                 $name Block name.
	 * @param WP_Block_Type                                          $type Block type.
	 * @param array{tag: string, class: string, id: string, style: string} $root The root.
	 * @return list<string> Failures.
	 */
	private function check_root( string $name, WP_Block_Type $type, array $root ): array {
		$classes  = array_values( array_filter( explode( ' ', $root['class'] ) ) );
		$expected = array( 'wp-block-' . str_replace( '/', '-', $name ), 'from-the-editor', 'has-background', 'has-contrast-background-color', 'has-text-color', 'has-base-color' );
		$align    = $type->supports['align'] ?? false;
		if ( is_array( $align ) && array() !== $align ) {
			$expected[] = 'align' . ( in_array( 'wide', $align, true ) ? 'wide' : $align[0] );
		}
		$failures = array();
		foreach ( $expected as $class ) {
			if ( ! in_array( $class, $classes, true ) ) {
				$failures[] = "{$name}: root <{$root['tag']}> lacks class {$class}";
			}
		}
		if ( count( $classes ) !== count( array_unique( $classes ) ) ) {
			$failures[] = "{$name}: repeated classes {$root['class']}";
		}
		if ( 'editor-anchor' !== $root['id'] ) {
			$failures[] = "{$name}: root id is '{$root['id']}'";
		}
		if ( 1 !== substr_count( $root['style'], 'padding-top:7px' ) ) {
			$failures[] = "{$name}: root style is '{$root['style']}'";
		}
		if ( in_array( $root['tag'], array( 'SPAN', 'A', 'BUTTON' ), true ) ) {
			$failures[] = "{$name}: root <{$root['tag']}> is not a block-level box";
		}
		return $failures;
	}

	/**
	 * An image attachment (metadata only: the renderers need its sizes, not its pixels).
	 */
	private function create_image(): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'A picture',
				'post_status'    => 'inherit',
			),
			'2026/01/picture.jpg'
		);
		$this->assertIsInt( $id );
		$this->created['posts'][] = $id;
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1200,
				'height' => 800,
				'file'   => '2026/01/picture.jpg',
				'sizes'  => array(),
			)
		);
		return $id;
	}

	/**
	 * An audio attachment.
	 */
	private function create_audio(): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'audio/mpeg',
				'post_title'     => 'A song',
				'post_status'    => 'inherit',
			),
			'2026/01/song.mp3'
		);
		$this->assertIsInt( $id );
		$this->created['posts'][] = $id;
		return $id;
	}

	/**
	 * An SVG attachment with a real file (the inline SVG block prints the file).
	 */
	private function create_svg(): int {
		$uploads = wp_upload_dir();
		$file    = $uploads['basedir'] . '/vitrine-supports-test.svg';
		copy( dirname( __DIR__, 2 ) . '/fixtures/svg/clean.svg', $file );
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/svg+xml',
				'post_title'     => 'A mark',
				'post_status'    => 'inherit',
			),
			$file
		);
		$this->assertIsInt( $id );
		$this->created['posts'][] = $id;
		return $id;
	}

	/**
	 * A navigation menu with one item.
	 */
	private function create_menu(): int {
		$menu = wp_create_nav_menu( 'Supports test ' . wp_generate_password( 6, false ) );
		$this->assertIsInt( $menu );
		wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-title'  => 'Home',
				'menu-item-url'    => home_url( '/' ),
				'menu-item-status' => 'publish',
			)
		);
		return $menu;
	}

	/**
	 * A category of its own.
	 *
	 * @param string $name Category name.
	 */
	private function create_category( string $name ): int {
		$term = wp_insert_term( $name . ' ' . wp_generate_password( 6, false ), 'category' );
		$this->assertIsArray( $term );
		return (int) $term['term_id'];
	}
}
