<?php
/**
 * The editor's block supports on every Vitrine block's markup.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Blocks;

use Vitrine\Core\Module;
use WP_Block;
use WP_HTML_Tag_Processor;

defined( 'ABSPATH' ) || exit;

/**
 * Puts `get_block_wrapper_attributes()` (the editor's class, align, colour, spacing,
 * typography and border classes and styles) and the anchor on the root element of every
 * `vitrine/*` block, whatever renders it: a render callback passed to
 * `register_block_type()` or a block folder's `render.php` both reach `register_block_type_args`
 * as `render_callback`, which this wraps. The wrapped callback still runs inside
 * `WP_Block::render()`, so the block being rendered is the one whose supports are read.
 *
 * One place instead of a call in each render: a widget's markup comes from shared renderers
 * (the widget mount point, the slider markup, the forms) that do not know about blocks, and a
 * block added later gets its supports without remembering to ask for them.
 *
 * Where the attributes go (tested for every block in BlockSupportsTest):
 * - one root element (styles, scripts and templates beside it do not count): merged into it,
 *   classes de-duplicated, inline styles appended, the anchor as its id (the references that
 *   name an id the renderer gave it follow: see rename_references());
 * - a phrasing root (a widget mounted on a `<span>`, a link, a button), several elements side
 *   by side, or bare text: wrapped in a `<div>` that carries them, so the block is one
 *   block-level box the theme's layout places (content width, alignment) like core's blocks;
 * - nothing rendered (a block that needs a context it does not have): nothing, no empty box.
 *
 * It reads the markup once with the tag processor (the lexer core's block supports use), not
 * the tree-building HTML processor, so its cost is a scan of the block's own markup.
 */
final class BlockWrapper implements Module {

	private const NAMESPACE_PREFIX = 'vitrine/';

	/** Elements that travel with a block's markup without being its box. */
	private const BESIDE_ROOT = array( 'STYLE', 'SCRIPT', 'LINK', 'TEMPLATE', 'NOSCRIPT' );

	/**
	 * Tags that open nothing the depth counts: void elements, and those the tag processor
	 * reads whole with their contents and closer.
	 */
	private const OPENS_NOTHING = array(
		'AREA',
		'BASE',
		'BR',
		'COL',
		'EMBED',
		'HR',
		'IMG',
		'INPUT',
		'LINK',
		'META',
		'PARAM',
		'SOURCE',
		'TRACK',
		'WBR',
		'SCRIPT',
		'STYLE',
		'TEXTAREA',
		'TITLE',
		'IFRAME',
		'NOEMBED',
		'NOFRAMES',
		'XMP',
	);

	/** Attributes whose value is a list of ids (besides `aria-*`). */
	private const ID_REFERENCES = array( 'for', 'form', 'list', 'headers', 'popovertarget', 'commandfor' );

	/** Roots that sit in a line of text: the block gets a block-level box around them. */
	private const PHRASING = array( 'SPAN', 'A', 'BUTTON', 'LABEL', 'IMG', 'SVG', 'STRONG', 'EM', 'SMALL', 'B', 'I' );

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		// Late, so render callbacks that other filters set or wrap are the ones wrapped.
		add_filter( 'register_block_type_args', array( self::class, 'wrap_render_callback' ), 99, 2 );
	}

	/**
	 * Wraps a Vitrine block's render callback so its output carries the block's supports.
	 *
	 * @param mixed  $args Block type arguments.
	 * @param string $name Block name.
	 * @return mixed
	 */
	public static function wrap_render_callback( $args, $name ) {
		if ( ! is_array( $args ) || ! str_starts_with( (string) $name, self::NAMESPACE_PREFIX )
			|| ! isset( $args['render_callback'] ) || ! is_callable( $args['render_callback'] ) ) {
			return $args;
		}
		// Core 6.8 declares no `anchor` attribute on the server: without it the editor would
		// keep a dynamic block's anchor nowhere (no saved markup to read it from) and the block
		// renderer's REST route would refuse it as an unknown attribute.
		if ( ! empty( $args['supports']['anchor'] ) ) {
			$args['attributes']           = isset( $args['attributes'] ) && is_array( $args['attributes'] ) ? $args['attributes'] : array();
			$args['attributes']['anchor'] = $args['attributes']['anchor'] ?? array( 'type' => 'string' );
		}
		$render                  = $args['render_callback'];
		$args['render_callback'] = static function ( $attributes = array(), $content = '', $block = null ) use ( $render ): string {
			$html = (string) call_user_func( $render, $attributes, $content, $block );
			if ( ! $block instanceof WP_Block ) {
				return $html; // Called outside WP_Block::render(): there are no supports to read.
			}
			return self::apply( $html, self::attributes_for( $block ) );
		};
		return $args;
	}

	/**
	 * The block's wrapper attributes: what `get_block_wrapper_attributes()` builds from the
	 * supports, and the anchor (core 6.8 applies it in the editor and to static blocks only).
	 *
	 * @param WP_Block $block The block being rendered.
	 * @return array<string, string>
	 */
	public static function attributes_for( WP_Block $block ): array {
		$extra  = array();
		$anchor = $block->attributes['anchor'] ?? '';
		if ( is_string( $anchor ) && '' !== $anchor && null !== $block->block_type && block_has_support( $block->block_type, 'anchor' ) ) {
			$extra['id'] = $anchor;
		}
		$tags = new WP_HTML_Tag_Processor( '<div ' . get_block_wrapper_attributes( $extra ) . '>' );
		$tags->next_tag();
		$attributes = array();
		foreach ( (array) $tags->get_attribute_names_with_prefix( '' ) as $attribute ) {
			$value = $tags->get_attribute( $attribute );
			if ( is_string( $value ) && '' !== trim( $value ) ) {
				$attributes[ $attribute ] = $value;
			}
		}
		return $attributes;
	}

	/**
	 * Puts wrapper attributes on a block's markup (see the class comment for where).
	 *
	 * @param string                $html       The block's markup.
	 * @param array<string, string> $attributes Attribute name => value (class and style merged).
	 */
	public static function apply( string $html, array $attributes ): string {
		if ( '' === trim( $html ) || array() === $attributes ) {
			return $html;
		}
		$merged = self::merge_into_root( $html, $attributes );
		if ( null !== $merged ) {
			return $merged;
		}
		$wrapper = '';
		foreach ( $attributes as $name => $value ) {
			$wrapper .= sprintf( ' %s="%s"', $name, esc_attr( $value ) );
		}
		return '<div' . $wrapper . '>' . $html . '</div>';
	}

	/**
	 * Merges the attributes into the markup's single block-level root; null when there is no
	 * such root (several top-level elements, bare text, a phrasing root).
	 *
	 * One pass of the tag processor, the lexer core's block supports use, not the tree builder:
	 * the root is the first top-level element that is not a style, script or template, and the
	 * depth is counted from openers and closers (void elements, self-closing foreign ones and
	 * raw-text elements, which the lexer reads whole, open nothing). Markup whose openers and
	 * closers do not balance (a `<p>` or `<li>` closed implicitly) keeps its first element as
	 * the root rather than gaining a box: the attributes go on the first tag, as core's do.
	 *
	 * @param string                $html       The block's markup.
	 * @param array<string, string> $attributes Attribute name => value.
	 */
	private static function merge_into_root( string $html, array $attributes ): ?string {
		$tags     = new WP_HTML_Tag_Processor( $html );
		$depth    = 0;
		$balanced = true;
		$own_id   = null;
		$root     = false;
		while ( $tags->next_token() ) {
			$type = $tags->get_token_type();
			if ( '#text' === $type ) {
				if ( 0 === $depth && $balanced && '' !== trim( (string) $tags->get_modifiable_text() ) ) {
					return null; // Bare text beside or instead of a root.
				}
				continue;
			}
			if ( '#tag' !== $type ) {
				continue;
			}
			$tag = (string) $tags->get_tag();
			if ( $tags->is_tag_closer() ) {
				if ( ! self::opens_nothing( $tags, $tag ) ) {
					--$depth;
					$balanced = $balanced && $depth >= 0;
					$depth    = max( 0, $depth );
				}
				continue;
			}
			if ( 0 === $depth && ! in_array( $tag, self::BESIDE_ROOT, true ) ) {
				if ( $root ) {
					if ( $balanced ) {
						return null; // A second root.
					}
				} else {
					if ( in_array( $tag, self::PHRASING, true ) ) {
						return null;
					}
					$root   = true;
					$own_id = $tags->get_attribute( 'id' );
					self::merge( $tags, $attributes );
				}
			}
			if ( ! self::opens_nothing( $tags, $tag ) ) {
				++$depth;
			}
		}
		if ( ! $root ) {
			return null;
		}
		$html = $tags->get_updated_html();
		$id   = $attributes['id'] ?? null;
		return is_string( $own_id ) && '' !== $own_id && null !== $id && $own_id !== $id ? self::rename_references( $html, $own_id, $id ) : $html;
	}

	/**
	 * Whether a tag opens no element the depth counts: a void element, a self-closing one
	 * (SVG's `<path/>`), or one the lexer reads with its contents and closer as one token.
	 *
	 * @param WP_HTML_Tag_Processor $tags Processor on the tag.
	 * @param string                $tag  Its name.
	 */
	private static function opens_nothing( WP_HTML_Tag_Processor $tags, string $tag ): bool {
		return in_array( $tag, self::OPENS_NOTHING, true ) || ( ! $tags->is_tag_closer() && $tags->has_self_closing_flag() );
	}

	/**
	 * Points the references to the root's own id at the anchor that replaced it, and only
	 * those: `for`, `form`, `list`, `headers` and the `aria-*` id references (as tokens), an
	 * `href` or `xlink:href` of `#id`, the `id` keys of a widget's props, and `#id` selectors
	 * in the block's own styles and scripts. Class names, values and text are left alone.
	 *
	 * @param string $html The markup, its root already renamed.
	 * @param string $from The root's own id.
	 * @param string $to   The anchor.
	 */
	private static function rename_references( string $html, string $from, string $to ): string {
		if ( ! str_contains( $html, $from ) ) {
			return $html; // Nothing names it (the root's own id is already the anchor).
		}
		$tags     = new WP_HTML_Tag_Processor( $html );
		$selector = '/#' . preg_quote( $from, '/' ) . '(?![\w-])/';
		while ( $tags->next_tag() ) {
			$tag = $tags->get_tag();
			if ( 'STYLE' === $tag || 'SCRIPT' === $tag ) {
				$code = (string) $tags->get_modifiable_text();
				if ( str_contains( $code, '#' . $from ) ) {
					$tags->set_modifiable_text( (string) preg_replace( $selector, '#' . $to, $code ) );
				}
				continue;
			}
			foreach ( (array) $tags->get_attribute_names_with_prefix( '' ) as $name ) {
				$value = $tags->get_attribute( $name );
				if ( ! is_string( $value ) || ! str_contains( $value, $from ) ) {
					continue;
				}
				$renamed = $value;
				if ( 'data-vitrine-props' === $name ) {
					$props = json_decode( $value, true );
					if ( is_array( $props ) ) {
						$renamed = (string) wp_json_encode( self::rename_props_id( $props, $from, $to ) );
					}
				} elseif ( 'href' === $name || 'xlink:href' === $name ) {
					$renamed = '#' . $from === $value ? '#' . $to : $value;
				} elseif ( in_array( $name, self::ID_REFERENCES, true ) || str_starts_with( $name, 'aria-' ) ) {
					$tokens  = explode( ' ', trim( (string) preg_replace( '/\s+/', ' ', $value ) ) );
					$renamed = implode( ' ', array_map( static fn ( string $token ): string => $from === $token ? $to : $token, $tokens ) );
				}
				if ( $renamed !== $value ) {
					$tags->set_attribute( $name, $renamed );
				}
			}
		}
		return $tags->get_updated_html();
	}

	/**
	 * A widget's props with each `id` equal to the old id renamed (nested ones too).
	 *
	 * @param array<mixed> $props The props.
	 * @param string       $from  The root's own id.
	 * @param string       $to    The anchor.
	 * @return array<mixed>
	 */
	private static function rename_props_id( array $props, string $from, string $to ): array {
		foreach ( $props as $key => $value ) {
			if ( is_array( $value ) ) {
				$props[ $key ] = self::rename_props_id( $value, $from, $to );
			} elseif ( 'id' === $key && $from === $value ) {
				$props[ $key ] = $to;
			}
		}
		return $props;
	}

	/**
	 * Merges attributes into the tag the processor stands on: classes added (each once),
	 * declarations appended to its style (after its own, so the editor's choice wins), the
	 * anchor as id, other attributes only where the element has none.
	 *
	 * @param WP_HTML_Tag_Processor $tag        Processor on the root's opening tag.
	 * @param array<string, string> $attributes Attribute name => value.
	 */
	private static function merge( WP_HTML_Tag_Processor $tag, array $attributes ): void {
		foreach ( $attributes as $name => $value ) {
			if ( 'class' === $name ) {
				foreach ( array_filter( explode( ' ', (string) preg_replace( '/\s+/', ' ', $value ) ) ) as $class ) {
					$tag->add_class( $class );
				}
				continue;
			}
			$current = $tag->get_attribute( $name );
			if ( 'style' === $name ) {
				$tag->set_attribute( 'style', self::merge_styles( is_string( $current ) ? $current : '', $value ) );
				continue;
			}
			// The anchor wins over an id the renderer made up (rename_references() follows it);
			// anything else the element sets itself stays.
			if ( null === $current || 'id' === $name ) {
				$tag->set_attribute( $name, $value );
			}
		}
	}

	/**
	 * Appends declarations to a style attribute, leaving out those it already has.
	 *
	 * @param string $current The element's style.
	 * @param string $added   The declarations to add.
	 */
	private static function merge_styles( string $current, string $added ): string {
		$normalize    = static fn ( string $declaration ): string => strtolower( (string) preg_replace( '/\s+/', '', $declaration ) );
		$have         = array_map( $normalize, explode( ';', $current ) );
		$declarations = array_filter( array_map( 'trim', explode( ';', $current ) ) );
		foreach ( explode( ';', $added ) as $declaration ) {
			$declaration = trim( $declaration );
			if ( '' !== $declaration && ! in_array( $normalize( $declaration ), $have, true ) ) {
				$declarations[] = $declaration;
			}
		}
		return implode( ';', $declarations ) . ';';
	}
}
