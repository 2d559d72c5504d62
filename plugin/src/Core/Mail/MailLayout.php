<?php
/**
 * The look of the site's HTML mails.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Mail;

use Vitrine\Shop\Setup\MailSender;

defined( 'ABSPATH' ) || exit;

/**
 * Wraps a mail's content in the site's mail layout: the logo (or the site's name) over a bar of
 * the accent colour, a white card on a light ground, a footer with the site's address. Tables
 * and inline styles, since mail clients ignore most of CSS. The text part of the same mail gets
 * the same frame in words ({@see MailLayout::text()}). The content passed in is already
 * escaped HTML; everything added here is escaped.
 */
final class MailLayout {

	/**
	 * Text colour (also of links: the accent is only a bar, so no palette can make text fail
	 * contrast).
	 */
	public const INK = '#1d1b18';

	/**
	 * Muted text colour, readable on white.
	 */
	public const MUTED = '#5f5850';

	/**
	 * The HTML document of a mail.
	 *
	 * @param string $title   The mail's heading (plain text).
	 * @param string $content Its content, escaped HTML.
	 */
	public static function html( string $title, string $content ): string {
		$site   = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
		$logo   = self::logo_id();
		$accent = self::accent();
		$brand  = $logo > 0
			? wp_get_attachment_image(
				$logo,
				'medium',
				false,
				array(
					'alt'     => $site,
					'style'   => 'display:block;max-width:200px;max-height:64px;width:auto;height:auto;border:0',
					// Mail clients load every picture at once; lazy loading only confuses some.
					'loading' => false,
				)
			)
			: sprintf( '<span style="font-size:20px;font-weight:700;color:%1$s">%2$s</span>', esc_attr( self::INK ), esc_html( $site ) );
		return sprintf(
			'<!DOCTYPE html><html lang="%1$s"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>%2$s</title></head>'
			. '<body style="margin:0;padding:0;background:#f3efe9;color:%3$s;font-family:-apple-system,BlinkMacSystemFont,\'Segoe UI\',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">'
			. '<table role="presentation" width="100%%" cellpadding="0" cellspacing="0" style="background:#f3efe9"><tr><td align="center" style="padding:24px 12px">'
			. '<table role="presentation" width="100%%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;border-top:6px solid %4$s">'
			. '<tr><td style="padding:24px 32px 0"><a href="%5$s" style="text-decoration:none;color:%3$s">%6$s</a></td></tr>'
			. '<tr><td style="padding:16px 32px 32px"><h1 style="margin:0 0 16px;font-size:24px;line-height:1.25;color:%3$s">%2$s</h1>%7$s</td></tr>'
			. '</table>'
			. '<p style="margin:16px 0 0;font-size:13px;color:%8$s"><a href="%5$s" style="color:%8$s">%9$s</a></p>'
			. '</td></tr></table></body></html>',
			esc_attr( str_replace( '_', '-', get_locale() ) ),
			esc_html( $title ),
			esc_attr( self::INK ),
			esc_attr( $accent ),
			esc_url( home_url( '/' ) ),
			$brand,
			$content,
			esc_attr( self::MUTED ),
			esc_html( $site )
		);
	}

	/**
	 * The text part of a mail: its heading, content and the site's name and address.
	 *
	 * @param string $title   The mail's heading.
	 * @param string $content Its content as text.
	 */
	public static function text( string $title, string $content ): string {
		$site = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
		return $title . "\n\n" . rtrim( $content ) . "\n\n-- \n" . $site . "\n" . home_url( '/' ) . "\n";
	}

	/**
	 * A heading inside the content.
	 *
	 * @param string $text Plain text.
	 */
	public static function heading( string $text ): string {
		return sprintf( '<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3;color:%1$s">%2$s</h2>', esc_attr( self::INK ), esc_html( $text ) );
	}

	/**
	 * A paragraph inside the content.
	 *
	 * @param string $html Escaped HTML.
	 */
	public static function paragraph( string $html ): string {
		return '<p style="margin:0 0 12px">' . $html . '</p>';
	}

	/**
	 * A table of label / value rows (lines of an order, totals).
	 *
	 * @param list<array{0: string, 1: string}> $rows   Label and value, plain text.
	 * @param list<array{0: string, 1: string}> $totals Rows in bold under a rule.
	 */
	public static function rows( array $rows, array $totals = array() ): string {
		$cell = 'padding:8px 0;border-bottom:1px solid #e6e0d8;vertical-align:top';
		$html = '';
		foreach ( $rows as $row ) {
			$html .= sprintf( '<tr><td style="%1$s">%2$s</td><td align="right" style="%1$s;white-space:nowrap">%3$s</td></tr>', esc_attr( $cell ), esc_html( $row[0] ), esc_html( $row[1] ) );
		}
		foreach ( $totals as $row ) {
			$html .= sprintf( '<tr><th align="left" style="padding:12px 0 0">%1$s</th><td align="right" style="padding:12px 0 0;font-weight:700;white-space:nowrap">%2$s</td></tr>', esc_html( $row[0] ), esc_html( $row[1] ) );
		}
		return '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 12px">' . $html . '</table>';
	}

	/**
	 * A table of order lines, each with its picture: the picture (escaped HTML, e.g. from
	 * {@see \Vitrine\Shop\Rendering\ProductPicture::mail()}), the label and the amount.
	 *
	 * @param list<array{0: string, 1: string, 2: string}> $lines Picture HTML, label and value (plain text).
	 */
	public static function items( array $lines ): string {
		$cell = 'padding:8px 0;border-bottom:1px solid #e6e0d8;vertical-align:middle';
		$html = '';
		foreach ( $lines as $line ) {
			$html .= sprintf(
				'<tr><td width="76" style="%1$s;width:76px">%2$s</td><td style="%1$s">%3$s</td><td align="right" style="%1$s;white-space:nowrap">%4$s</td></tr>',
				esc_attr( $cell ),
				$line[0],
				esc_html( $line[1] ),
				esc_html( $line[2] )
			);
		}
		return '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0">' . $html . '</table>';
	}

	/**
	 * The accent colour: the block theme's `primary` preset when it has one, else Vitrine's.
	 */
	public static function accent(): string {
		$accent = '#b5462a';
		if ( function_exists( 'wp_get_global_settings' ) ) {
			foreach ( (array) wp_get_global_settings( array( 'color', 'palette', 'theme' ) ) as $color ) {
				if ( is_array( $color ) && 'primary' === ( $color['slug'] ?? '' ) && sanitize_hex_color( (string) ( $color['color'] ?? '' ) ) ) {
					$accent = (string) $color['color'];
				}
			}
		}
		/**
		 * Filters the accent colour of the site's HTML mails (the bar over the content).
		 *
		 * @since 0.2.0
		 *
		 * @param string $accent A hex colour.
		 */
		$filtered = sanitize_hex_color( (string) apply_filters( 'vitrine_mail_accent_color', $accent ) );
		return $filtered ? $filtered : $accent;
	}

	/**
	 * The mails' logo: the setup's, else the site's (Customizer / Site Logo block), or 0.
	 */
	private static function logo_id(): int {
		$id = MailSender::logo();
		if ( ! $id ) {
			$id = (int) get_theme_mod( 'custom_logo' );
		}
		if ( ! $id ) {
			$id = (int) get_option( 'site_logo' );
		}
		return $id > 0 && wp_attachment_is_image( $id ) ? $id : 0;
	}
}
