<?php
/**
 * The ids of a rendered form's elements.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Rendering;

defined( 'ABSPATH' ) || exit;

/**
 * One naming scheme for the server-rendered form, the widget (`controlId`, `tipId` in
 * src/blocks/contact-form/field-control.tsx) and the feedback reply (`idref`, `error_id`),
 * so a reply can point at the element it is about.
 */
final class ElementIds {

	/**
	 * A field's control (for a choice group, the group), `<unit tag>-<name>`.
	 *
	 * @param string $unit_tag Unit tag.
	 * @param string $name     Field name.
	 */
	public static function control( string $unit_tag, string $name ): string {
		return $unit_tag . '-' . $name;
	}

	/**
	 * A field's validation tip, `<unit tag>-ve-<name>` (Contact Form 7's `error_id`).
	 *
	 * @param string $unit_tag Unit tag.
	 * @param string $name     Field name.
	 */
	public static function tip( string $unit_tag, string $name ): string {
		return $unit_tag . '-ve-' . $name;
	}
}
