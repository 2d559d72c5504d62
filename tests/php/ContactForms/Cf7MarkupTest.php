<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\ContactForms;

use DOMDocument;
use DOMElement;
use DOMXPath;
use ReflectionProperty;
use Vitrine\ContactForms\Rendering\FormRenderer;
use Vitrine\Tests\TestCase;

/**
 * The server-rendered form also prints Contact Form 7 6.x's markup, so CF7's own front-end
 * client and a theme's CF7 styles find what they expect; Vitrine's mount point is unchanged.
 */
final class Cf7MarkupTest extends TestCase {

	use FormFactory;

	protected function setUp(): void {
		parent::setUp();
		( new ReflectionProperty( FormRenderer::class, 'count' ) )->setValue( null, 0 );
	}

	/**
	 * The rendered form as a DOM.
	 *
	 * @param int $form Form id.
	 */
	private function dom( int $form ): DOMXPath {
		$document = new DOMDocument();
		libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="utf-8"?><body>' . vitrine_render_contact_form( $form ) . '</body>' );
		libxml_clear_errors();
		return new DOMXPath( $document );
	}

	/**
	 * The one element an XPath query finds.
	 *
	 * @param DOMXPath $xpath XPath.
	 * @param string   $query Query.
	 */
	private function one( DOMXPath $xpath, string $query ): DOMElement {
		$found = $xpath->query( $query );
		$this->assertNotFalse( $found );
		$this->assertSame( 1, $found->length, $query );
		$element = $found->item( 0 );
		$this->assertInstanceOf( DOMElement::class, $element );
		return $element;
	}

	/**
	 * An XPath test for a class.
	 *
	 * @param string $name Class name.
	 */
	private static function has( string $name ): string {
		return "contains(concat(' ', normalize-space(@class), ' '), ' {$name} ')";
	}

	public function test_the_container_form_and_hidden_fields_are_cf7s(): void {
		$form  = $this->create_form();
		$xpath = $this->dom( $form );

		$mount = $this->one( $xpath, '//div[@data-vitrine-widget="contact-form"]' );
		$this->assertSame( 'vitrine-widget vitrine-contact-form', $mount->getAttribute( 'class' ), 'The mount point is not disturbed.' );

		$wpcf7 = $this->one( $xpath, '//div[@data-vitrine-widget]/div[' . self::has( 'wpcf7' ) . ']' );
		$this->assertSame( 'wpcf7 no-js', $wpcf7->getAttribute( 'class' ) );
		$this->assertMatchesRegularExpression( '/^wpcf7-f' . $form . '-p[0-9]+-o1$/', $wpcf7->getAttribute( 'id' ) );
		$this->assertSame( 'en-US', $wpcf7->getAttribute( 'lang' ) );
		$this->assertSame( 'ltr', $wpcf7->getAttribute( 'dir' ) );
		$this->assertSame( (string) $form, $wpcf7->getAttribute( 'data-wpcf7-id' ) );
		$unit = $wpcf7->getAttribute( 'id' );

		$this->one( $xpath, '//div[' . self::has( 'wpcf7' ) . ']/div[@class="screen-reader-response"]/p[@role="status"][@aria-live="polite"][@aria-atomic="true"]' );
		$this->one( $xpath, '//div[@class="screen-reader-response"]/ul' );

		$element = $this->one( $xpath, '//div[' . self::has( 'wpcf7' ) . ']/form' );
		$this->assertSame( 'vitrine-form wpcf7-form init', $element->getAttribute( 'class' ) );
		$this->assertSame( 'init', $element->getAttribute( 'data-status' ) );
		$this->assertSame( 'Test form', $element->getAttribute( 'aria-label' ) );

		$fieldset = $this->one( $xpath, '//form/fieldset[@class="hidden-fields-container"]' );
		$this->assertTrue( $fieldset->hasAttribute( 'hidden' ) );
		$expected = array(
			'_wpcf7'                  => (string) $form,
			'_wpcf7_version'          => \Vitrine\VERSION,
			'_wpcf7_locale'           => 'en_US',
			'_wpcf7_unit_tag'         => $unit,
			'_wpcf7_container_post'   => null,
			'_wpcf7_posted_data_hash' => '',
		);
		foreach ( $expected as $name => $value ) {
			$input = $this->one( $xpath, '//fieldset[@class="hidden-fields-container"]/input[@type="hidden"][@name="' . $name . '"]' );
			if ( null !== $value ) {
				$this->assertSame( $value, $input->getAttribute( 'value' ), $name );
			}
		}

		$submit = $this->one( $xpath, '//form//button[@type="submit"]' );
		$this->assertSame( 'vitrine-form__submit wp-element-button button wpcf7-form-control wpcf7-submit has-spinner', $submit->getAttribute( 'class' ), 'CF7\'s classes and the theme\'s button classes (issue 40)' );
		$output = $this->one( $xpath, '//form/div[' . self::has( 'wpcf7-response-output' ) . ']' );
		$this->assertSame( 'true', $output->getAttribute( 'aria-hidden' ) );
	}

	public function test_each_field_type_gets_cf7s_wrap_and_control_classes(): void {
		$form  = $this->create_form(
			array(
				'fields' => array(
					array(
						'name'      => 'f-text',
						'type'      => 'text',
						'required'  => true,
						'maxLength' => 40,
					),
					array(
						'name'     => 'f-email',
						'type'     => 'email',
						'required' => true,
					),
					array(
						'name' => 'f-url',
						'type' => 'url',
					),
					array(
						'name' => 'f-tel',
						'type' => 'tel',
					),
					array(
						'name' => 'f-number',
						'type' => 'number',
						'min'  => '1',
					),
					array(
						'name' => 'f-date',
						'type' => 'date',
					),
					array(
						'name'     => 'f-message',
						'type'     => 'textarea',
						'required' => true,
					),
					array(
						'name'     => 'f-select',
						'type'     => 'select',
						'required' => true,
						'options'  => array( 'One', 'Two' ),
					),
					array(
						'name'      => 'f-checks',
						'type'      => 'checkbox',
						'options'   => array( 'Red', 'Green', 'Other' ),
						'freeText'  => true,
						'exclusive' => true,
					),
					array(
						'name'    => 'f-radio',
						'type'    => 'radio',
						'options' => array( 'Yes', 'No' ),
					),
					array(
						'name' => 'f-file',
						'type' => 'file',
					),
					array(
						'name'    => 'f-consent',
						'type'    => 'acceptance',
						'content' => 'I agree',
						'invert'  => true,
					),
					array(
						'name' => 'f-quiz',
						'type' => 'quiz',
						'quiz' => array( array( 'One plus one?', '2' ) ),
					),
				),
				'mail'   => array( 'to' => 'a@example.com' ),
			)
		);
		$xpath = $this->dom( $form );
		$wrap  = static fn( string $name ): string => '//form//span[@class="wpcf7-form-control-wrap"][@data-name="' . $name . '"]';
		$unit  = $this->one( $xpath, '//div[' . self::has( 'wpcf7' ) . ']' )->getAttribute( 'id' );

		$controls = array(
			'f-text'    => array( 'input', 'wpcf7-form-control wpcf7-text wpcf7-validates-as-required' ),
			'f-email'   => array( 'input', 'wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email' ),
			'f-url'     => array( 'input', 'wpcf7-form-control wpcf7-url wpcf7-text wpcf7-validates-as-url' ),
			'f-tel'     => array( 'input', 'wpcf7-form-control wpcf7-tel wpcf7-text wpcf7-validates-as-tel' ),
			'f-number'  => array( 'input', 'wpcf7-form-control wpcf7-number wpcf7-validates-as-number' ),
			'f-date'    => array( 'input', 'wpcf7-form-control wpcf7-date wpcf7-validates-as-date' ),
			'f-message' => array( 'textarea', 'wpcf7-form-control wpcf7-textarea wpcf7-validates-as-required' ),
			'f-select'  => array( 'select', 'wpcf7-form-control wpcf7-select wpcf7-validates-as-required' ),
			'f-file'    => array( 'input', 'wpcf7-form-control wpcf7-file' ),
			'f-quiz'    => array( 'input', 'wpcf7-form-control wpcf7-quiz' ),
		);
		foreach ( $controls as $name => list( $tag, $classes ) ) {
			$control = $this->one( $xpath, $wrap( $name ) . '/' . $tag . '[@name="' . $name . '"]' );
			$this->assertSame( 'vitrine-form__control ' . $classes, $control->getAttribute( 'class' ), $name );
			$this->assertSame( $unit . '-' . $name, $control->getAttribute( 'id' ), $name );
			$this->one( $xpath, '//label[@for="' . $unit . '-' . $name . '"]' );
		}

		$this->one( $xpath, $wrap( 'f-quiz' ) . '/label/span[@class="wpcf7-quiz-label"][.="One plus one?"]' );
		$this->one( $xpath, $wrap( 'f-quiz' ) . '/input[@type="hidden"][@name="_wpcf7_quiz_answer_f-quiz"]' );

		$group = $this->one( $xpath, $wrap( 'f-checks' ) . '/fieldset[' . self::has( 'wpcf7-checkbox' ) . ']' );
		$this->assertSame( 'vitrine-form__group wpcf7-form-control wpcf7-checkbox wpcf7-exclusive-checkbox', $group->getAttribute( 'class' ) );
		$this->assertSame( $unit . '-f-checks', $group->getAttribute( 'id' ) );
		$items = $xpath->query( $wrap( 'f-checks' ) . '//span[' . self::has( 'wpcf7-list-item' ) . ']' );
		$this->assertNotFalse( $items );
		$this->assertSame( 3, $items->length );
		$this->one( $xpath, $wrap( 'f-checks' ) . '//span[@class="wpcf7-list-item first"]/label/input[@type="checkbox"][@name="f-checks[]"][@value="Red"]' );
		$this->one( $xpath, $wrap( 'f-checks' ) . '//span[@class="wpcf7-list-item last has-free-text"]/label/span[@class="wpcf7-list-item-label"][.="Other"]' );
		$this->one( $xpath, $wrap( 'f-checks' ) . '//input[' . self::has( 'wpcf7-free-text' ) . '][@name="f-checks_free_text"]' );
		$this->one( $xpath, $wrap( 'f-radio' ) . '/fieldset[@class="vitrine-form__group wpcf7-form-control wpcf7-radio"]//input[@type="radio"][@name="f-radio"][@value="No"]' );

		$this->one( $xpath, $wrap( 'f-consent' ) . '/span[@class="wpcf7-form-control wpcf7-acceptance invert"]/span[@class="wpcf7-list-item"]/label/input[@type="checkbox"][@name="f-consent"][@id="' . $unit . '-f-consent"]' );
		$this->one( $xpath, $wrap( 'f-consent' ) . '//span[@class="wpcf7-list-item-label"][.="I agree"]' );

		$wraps = $xpath->query( '//span[@class="wpcf7-form-control-wrap"]' );
		$this->assertNotFalse( $wraps );
		$this->assertSame( 13, $wraps->length, 'One wrap per field.' );
	}
}
