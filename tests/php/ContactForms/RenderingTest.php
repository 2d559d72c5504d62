<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\ContactForms;

use Vitrine\Core\Admin\AdminMenu;
use Vitrine\ContactForms\ContactFormsModule;
use Vitrine\ContactForms\FormRepository;
use Vitrine\Plugin;
use Vitrine\Demo\BlockMarkup;
use Vitrine\Demo\DemoPages;
use Vitrine\Demo\DemoSeeder;
use Vitrine\Demo\SeedReport;
use Vitrine\Tests\TestCase;

/**
 * The template function, the shortcode, the block, and the demo's /contact/ page.
 */
final class RenderingTest extends TestCase {

	use FormFactory;

	/**
	 * The props of the first contact-form widget in some HTML.
	 *
	 * @param string $html HTML.
	 * @return array<string, mixed>
	 */
	private function props( string $html ): array {
		$this->assertMatchesRegularExpression( '/data-vitrine-widget="contact-form" data-vitrine-props="([^"]*)"/', $html );
		preg_match( '/data-vitrine-widget="contact-form" data-vitrine-props="([^"]*)"/', $html, $m );
		return json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true );
	}

	public function test_the_widget_carries_props_and_a_complete_fallback_form(): void {
		$form = $this->create_form();
		$html = vitrine_render_contact_form( $form );

		$props = $this->props( $html );
		$this->assertSame( $form, $props['id'] );
		$this->assertMatchesRegularExpression( '/^wpcf7-f' . $form . '-p[0-9]+-o[0-9]+$/', $props['unitTag'] );
		$this->assertSame( '_vitrine_website', $props['honeypot'] );
		$this->assertTrue( $props['hasRefill'] );
		$this->assertSame( 'Send message', $props['submitLabel'] );
		$this->assertSame( 'Thank you for your message. It has been sent.', $props['messages']['mail_sent_ok'] );
		$this->assertNotEmpty( $props['schema']['rules'] );
		$this->assertCount( 8, $props['fields'] );

		$unit = $props['unitTag'];
		$this->assertStringContainsString( '<form class="vitrine-form wpcf7-form init"', $html );
		$this->assertStringContainsString( 'enctype="multipart/form-data"', $html );
		$this->assertStringContainsString( '<label class="vitrine-form__label" for="' . $unit . '-your-email">Your email', $html );
		$this->assertStringNotContainsString( 'vitrine-form__tip', $html, 'Tips only after a failed no-JavaScript submission.' );
		$this->assertStringContainsString( '<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p>', $html );
		$this->assertStringContainsString( '<button type="submit" class="vitrine-form__submit wp-element-button button wpcf7-form-control wpcf7-submit has-spinner">Send message</button>', $html );
		$this->assertStringContainsString( 'class="vitrine-form__counter"', $html );
		$this->assertStringContainsString( 'name="_wpcf7_unit_tag" value="' . $unit . '"', $html );
		$this->assertStringNotContainsString( 'nonce', strtolower( $html ), 'Nothing per visitor in a cacheable page.' );
		$this->assertStringNotContainsString( '_vitrine_form_token', $html );
	}

	public function test_quiz_answers_never_reach_the_page(): void {
		$form = $this->create_form(
			array(
				'fields' => array(
					array(
						'name' => 'q',
						'type' => 'quiz',
						'quiz' => array( array( 'The capital of France?', 'Paris' ) ),
					),
				),
				'mail'   => array( 'to' => 'a@example.com' ),
			)
		);
		$html = vitrine_render_contact_form( $form );
		$this->assertStringContainsString( 'The capital of France?', $html );
		$this->assertStringNotContainsString( 'Paris', $html );
	}

	public function test_the_shortcode_and_block_accept_an_id_or_a_slug(): void {
		$form   = $this->create_form();
		$slug   = get_post_field( 'post_name', $form );
		$module = Plugin::instance()->module( ContactFormsModule::class );
		foreach ( array( "id=\"{$form}\"", "id=\"{$slug}\"", "slug=\"{$slug}\"" ) as $atts ) {
			$this->assertSame( $form, $this->props( $module->shortcode( shortcode_parse_atts( $atts ) ) )['id'], $atts );
		}
		$this->assertSame( $form, $this->props( do_blocks( '<!-- wp:vitrine/contact-form {"formId":' . $form . '} /-->' ) )['id'] );
		$this->assertSame( $form, $this->props( do_blocks( '<!-- wp:vitrine/contact-form {"slug":"' . $slug . '"} /-->' ) )['id'] );
	}

	public function test_an_unknown_form_renders_nothing_for_visitors_and_a_note_for_editors(): void {
		$this->assertSame( '', vitrine_render_contact_form( 'no-such-form' ) );
		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertStringContainsString( 'does not exist', vitrine_render_contact_form( 999999 ) );
	}

	public function test_the_post_type_is_private_under_the_vitrine_menu(): void {
		$type = get_post_type_object( FormRepository::POST_TYPE );
		$this->assertNotNull( $type );
		$this->assertFalse( $type->public );
		$this->assertFalse( $type->publicly_queryable );
		$this->assertTrue( $type->show_ui );
		$this->assertSame( AdminMenu::SLUG, $type->show_in_menu );
	}

	public function test_the_demo_seeds_the_contact_form_once_and_places_it_on_the_contact_page(): void {
		// The forms alone: seeding the whole demo draws its pictures, a minute on a busy machine.
		$seeder = new DemoSeeder();
		$first  = new SeedReport( array() );
		$seeder->seed_forms( $first );
		$this->assertFalse( $first->is_empty() );
		$form = ( new FormRepository() )->find( 'contact' );
		$this->assertNotNull( $form );
		$this->assertSame( array( 'your-name', 'your-email', 'your-tel', 'your-website', 'your-subject', 'your-message', 'your-file', 'your-consent' ), array_column( $form->fields(), 'name' ) );
		$this->assertSame( '[_site_admin_email]', $form->mail()['to'] );

		// The /contact/ page the seeder creates holds exactly this content.
		$this->assertStringContainsString( '<!-- wp:vitrine/contact-form {"slug":"contact"} /-->', BlockMarkup::render( DemoPages::all()['contact']['blocks'] ) );

		$again = new SeedReport( array() );
		$seeder->seed_forms( $again );
		$this->assertTrue( $again->is_empty() );
		$this->assertCount(
			1,
			get_posts(
				array(
					'post_type'   => FormRepository::POST_TYPE,
					'name'        => 'contact',
					'post_status' => 'any',
				)
			)
		);
	}
}
