<?php
/**
 * SVG sanitiser.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Media;

use DOMAttr;
use DOMDocument;
use DOMElement;
use DOMNode;

defined( 'ABSPATH' ) || exit;

/**
 * Rebuilds an SVG from an allowlist of elements and attributes, because an SVG is a
 * document that can run script: anything not known to be inert is dropped. Removed: scripts,
 * `foreignObject`, animation elements (they can set `href` to `javascript:`), every `on…`
 * handler, links other than http(s), mailto and in-document fragments, `use`/gradient
 * references to other files, images other than raster `data:` URIs, CSS with `@import`,
 * `expression()` or `url()` pointing outside the document, comments, processing instructions
 * and the DOCTYPE. A file with entity declarations (XXE, "billion laughs") is refused whole.
 * Used on upload (the stored file) and again on output (files that got there another way).
 */
final class SvgSanitizer {

	// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names.

	/** Largest SVG read, in bytes: inline SVGs are icons and drawings, not maps. */
	public const MAX_BYTES = 1048576;

	private const SVG_NS   = 'http://www.w3.org/2000/svg';
	private const XLINK_NS = 'http://www.w3.org/1999/xlink';

	private const ELEMENTS = array(
		'svg',
		'g',
		'defs',
		'title',
		'desc',
		'metadata',
		'symbol',
		'use',
		'switch',
		'path',
		'rect',
		'circle',
		'ellipse',
		'line',
		'polyline',
		'polygon',
		'text',
		'tspan',
		'textpath',
		'lineargradient',
		'radialgradient',
		'stop',
		'clippath',
		'mask',
		'pattern',
		'marker',
		'image',
		'a',
		'style',
		'filter',
		'feblend',
		'fecolormatrix',
		'fecomponenttransfer',
		'fecomposite',
		'feconvolvematrix',
		'fediffuselighting',
		'fedisplacementmap',
		'fedistantlight',
		'fedropshadow',
		'feflood',
		'fefunca',
		'fefuncb',
		'fefuncg',
		'fefuncr',
		'fegaussianblur',
		'femerge',
		'femergenode',
		'femorphology',
		'feoffset',
		'fepointlight',
		'fespecularlighting',
		'fespotlight',
		'fetile',
		'feturbulence',
	);

	private const ATTRIBUTES = array(
		'id',
		'class',
		'style',
		'lang',
		'xml:space',
		'xml:lang',
		'role',
		'aria-label',
		'aria-hidden',
		'aria-labelledby',
		'aria-describedby',
		'focusable',
		'tabindex',
		'viewbox',
		'preserveaspectratio',
		'version',
		'width',
		'height',
		'x',
		'y',
		'x1',
		'x2',
		'y1',
		'y2',
		'cx',
		'cy',
		'r',
		'rx',
		'ry',
		'fx',
		'fy',
		'fr',
		'd',
		'points',
		'pathlength',
		'transform',
		'gradienttransform',
		'gradientunits',
		'patterntransform',
		'patternunits',
		'patterncontentunits',
		'spreadmethod',
		'offset',
		'stop-color',
		'stop-opacity',
		'fill',
		'fill-opacity',
		'fill-rule',
		'stroke',
		'stroke-width',
		'stroke-linecap',
		'stroke-linejoin',
		'stroke-miterlimit',
		'stroke-dasharray',
		'stroke-dashoffset',
		'stroke-opacity',
		'opacity',
		'color',
		'display',
		'visibility',
		'overflow',
		'clip-path',
		'clip-rule',
		'clippathunits',
		'mask',
		'maskunits',
		'maskcontentunits',
		'filter',
		'filterunits',
		'primitiveunits',
		'marker-start',
		'marker-mid',
		'marker-end',
		'markerwidth',
		'markerheight',
		'markerunits',
		'refx',
		'refy',
		'orient',
		'font-family',
		'font-size',
		'font-style',
		'font-weight',
		'font-variant',
		'letter-spacing',
		'word-spacing',
		'text-anchor',
		'text-decoration',
		'dominant-baseline',
		'alignment-baseline',
		'baseline-shift',
		'dx',
		'dy',
		'rotate',
		'textlength',
		'lengthadjust',
		'startoffset',
		'method',
		'spacing',
		'vector-effect',
		'shape-rendering',
		'image-rendering',
		'color-interpolation-filters',
		'mix-blend-mode',
		'isolation',
		'in',
		'in2',
		'result',
		'mode',
		'type',
		'values',
		'stddeviation',
		'edgemode',
		'operator',
		'k1',
		'k2',
		'k3',
		'k4',
		'scale',
		'xchannelselector',
		'ychannelselector',
		'flood-color',
		'flood-opacity',
		'lighting-color',
		'basefrequency',
		'numoctaves',
		'seed',
		'stitchtiles',
		'radius',
		'tablevalues',
		'slope',
		'intercept',
		'amplitude',
		'exponent',
		'azimuth',
		'elevation',
		'specularexponent',
		'specularconstant',
		'diffuseconstant',
		'surfacescale',
		'kernelmatrix',
		'order',
		'divisor',
		'bias',
		'targetx',
		'targety',
		'preservealpha',
		'limitingconeangle',
		'pointsatx',
		'pointsaty',
		'pointsatz',
		'z',
		'media',
		'href',
		'xlink:href',
		'xlink:title',
		'target',
		'rel',
	);

	/**
	 * The SVG made safe, as markup without an XML declaration, or null when the text is not an
	 * SVG document (or declares entities, or is larger than MAX_BYTES).
	 *
	 * @param string                $svg             SVG source.
	 * @param array<string, string> $root_attributes Attributes to set on the root element (after cleaning).
	 */
	public static function sanitize( string $svg, array $root_attributes = array() ): ?string {
		if ( '' === trim( $svg ) || strlen( $svg ) > self::MAX_BYTES || preg_match( '/<!ENTITY/i', $svg ) ) {
			return null;
		}
		$document = new DOMDocument();
		$previous = libxml_use_internal_errors( true );
		// No LIBXML_NOENT (no entity substitution), no network: nothing outside the text is read.
		$loaded = $document->loadXML( $svg, LIBXML_NONET | LIBXML_NOBLANKS | LIBXML_COMPACT );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$root = $document->documentElement;
		if ( ! $loaded || ! $root instanceof DOMElement || 'svg' !== strtolower( $root->localName ?? '' ) ) {
			return null;
		}
		if ( null !== $document->doctype ) {
			$document->removeChild( $document->doctype );
		}
		self::clean_element( $root );
		foreach ( $root_attributes as $name => $value ) {
			$root->setAttribute( $name, $value );
		}
		if ( ! $root->hasAttribute( 'xmlns' ) && null === $root->namespaceURI ) {
			$root->setAttribute( 'xmlns', self::SVG_NS );
		}
		$markup = $document->saveXML( $root );
		return false === $markup ? null : $markup;
	}

	/**
	 * Drops what an element may not have, then walks its children.
	 *
	 * @param DOMElement $element Element already known to be allowed.
	 */
	private static function clean_element( DOMElement $element ): void {
		foreach ( iterator_to_array( $element->attributes ?? array() ) as $attribute ) {
			if ( $attribute instanceof DOMAttr && ! self::attribute_allowed( $element, $attribute ) ) {
				$element->removeAttributeNode( $attribute );
			}
		}
		if ( 'style' === strtolower( $element->localName ?? '' ) && ! self::css_safe( (string) $element->textContent ) ) {
			$element->parentNode?->removeChild( $element );
			return;
		}
		foreach ( iterator_to_array( $element->childNodes ) as $child ) {
			self::clean_child( $element, $child );
		}
	}

	/**
	 * Keeps text and allowed SVG elements; removes everything else with its content.
	 *
	 * @param DOMElement $parent Parent.
	 * @param DOMNode    $child  Child.
	 */
	private static function clean_child( DOMElement $parent, DOMNode $child ): void {
		if ( XML_TEXT_NODE === $child->nodeType || XML_CDATA_SECTION_NODE === $child->nodeType ) {
			return;
		}
		$allowed = $child instanceof DOMElement
			&& ( null === $child->namespaceURI || self::SVG_NS === $child->namespaceURI )
			&& in_array( strtolower( $child->localName ?? '' ), self::ELEMENTS, true );
		if ( ! $allowed ) {
			$parent->removeChild( $child );
			return;
		}
		self::clean_element( $child );
	}

	/**
	 * Whether an attribute is on the allowlist and its value is inert.
	 *
	 * @param DOMElement $element   Owner.
	 * @param DOMAttr    $attribute Attribute.
	 */
	private static function attribute_allowed( DOMElement $element, DOMAttr $attribute ): bool {
		$name = strtolower( $attribute->nodeName );
		if ( self::XLINK_NS === $attribute->namespaceURI ) {
			$name = 'xlink:' . strtolower( $attribute->localName ?? '' );
		}
		if ( str_starts_with( $name, 'data-' ) && preg_match( '/^data-[a-z0-9-]+$/', $name ) ) {
			return self::value_safe( $attribute->value );
		}
		if ( ! in_array( $name, self::ATTRIBUTES, true ) ) {
			return false;
		}
		if ( 'href' === $name || 'xlink:href' === $name ) {
			return self::reference_allowed( strtolower( $element->localName ?? '' ), $attribute->value );
		}
		if ( 'style' === $name ) {
			return self::css_safe( $attribute->value );
		}
		return self::value_safe( $attribute->value );
	}

	/**
	 * Whether a link or reference stays harmless: links to web pages, mail and fragments;
	 * raster `data:` images; fragment references for everything else.
	 *
	 * @param string $element Element's local name, lowercase.
	 * @param string $value   Reference.
	 */
	private static function reference_allowed( string $element, string $value ): bool {
		$value = self::normalised( $value );
		if ( str_starts_with( $value, '#' ) ) {
			return true;
		}
		if ( 'a' === $element ) {
			return (bool) preg_match( '#^(https?://|mailto:)#', $value );
		}
		if ( 'image' === $element ) {
			return (bool) preg_match( '#^data:image/(png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$#', $value );
		}
		return false;
	}

	/**
	 * Whether a presentation value is inert: `url()` only to fragments, no script schemes.
	 *
	 * @param string $value Attribute value.
	 */
	private static function value_safe( string $value ): bool {
		$value = self::normalised( $value );
		if ( preg_match( '/(javascript|vbscript|data):/', $value ) ) {
			return false;
		}
		return ! preg_match( '/url\((?!["\']?#)/', $value );
	}

	/**
	 * Whether CSS (a `style` attribute or element) stays inside the document.
	 *
	 * @param string $css CSS text.
	 */
	private static function css_safe( string $css ): bool {
		$normalised = self::normalised( $css );
		if ( preg_match( '/@import|expression\(|behavior:|-moz-binding|<\//', $normalised ) ) {
			return false;
		}
		return self::value_safe( $css );
	}

	/**
	 * A value lowercased with whitespace, control characters and CSS escapes removed, so
	 * `java&#9;script:` or `jav\61script:` read as what a browser would read.
	 *
	 * @param string $value Raw value.
	 */
	private static function normalised( string $value ): string {
		$value = (string) preg_replace_callback( '/\\\\([0-9a-f]{1,6})\s?/i', static fn( array $m ) => mb_chr( (int) hexdec( $m[1] ) ), $value );
		$value = str_replace( '\\', '', $value );
		return strtolower( (string) preg_replace( '/[\x00-\x20\x7f]+/', '', $value ) );
	}
	// phpcs:enable
}
