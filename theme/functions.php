<?php
/**
 * Theme setup.
 *
 * @package Vitrine
 */

add_action(
	'after_setup_theme',
	static function () {
		add_theme_support( 'title-tag' );
		add_theme_support( 'post-thumbnails' );
		add_theme_support( 'vitrine-like-button' );
	}
);
