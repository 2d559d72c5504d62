<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\ContactForms;

use Vitrine\ContactForms\DefinitionSanitizer;
use Vitrine\ContactForms\FormRepository;
use Vitrine\ContactForms\SchemaBuilder;
use Vitrine\ContactForms\Validation\SchemaValidator;
use Vitrine\Tests\TestCase;

/**
 * Definition → SWV schema, and the sanitiser that guards definitions.
 */
final class SchemaBuilderTest extends TestCase {

	use FormFactory;

	/**
	 * The schema of a one-field form.
	 *
	 * @param array<string, mixed> $field    Field.
	 * @param array<string, mixed> $messages Messages.
	 * @return list<array<string, mixed>>
	 */
	private function rules_of( array $field, array $messages = array() ): array {
		$id   = $this->create_form(
			array(
				'fields'   => array( $field ),
				'messages' => $messages,
				'mail'     => array( 'to' => 'a@example.com' ),
			)
		);
		$form = ( new FormRepository() )->find( $id );
		$this->assertNotNull( $form );
		return ( new SchemaBuilder() )->build( $form )['rules'];
	}

	public function test_the_demo_form_gets_the_rules_of_its_fields_with_default_messages(): void {
		$form   = ( new FormRepository() )->find( $this->create_form() );
		$schema = ( new SchemaBuilder() )->build( $form );

		$this->assertSame( array( 'version', 'locale', 'rules' ), array_keys( $schema ) );
		$pairs = array_map( static fn( array $r ): string => $r['rule'] . ':' . $r['field'], $schema['rules'] );
		$this->assertSame(
			array(
				'required:your-name',
				'maxlength:your-name',
				'required:your-email',
				'email:your-email',
				'tel:your-tel',
				'url:your-website',
				'required:your-subject',
				'required:your-message',
				'maxlength:your-message',
				'file:your-file',
				'maxfilesize:your-file',
			),
			$pairs
		);
		$this->assertSame( 'Please enter a valid email address.', $schema['rules'][3]['error'] );
		$this->assertSame( 2000, $schema['rules'][8]['threshold'] );
		$this->assertSame( array( '.pdf', '.jpg', '.jpeg', '.png' ), $schema['rules'][9]['accept'] );
	}

	public function test_the_forms_own_messages_become_the_error_texts(): void {
		$rules = $this->rules_of(
			array(
				'name'     => 'n',
				'type'     => 'email',
				'required' => true,
			),
			array( 'invalid_email' => 'That is not an address.' )
		);
		$this->assertSame( 'Please fill out this field.', $rules[0]['error'] );
		$this->assertSame( 'That is not an address.', $rules[1]['error'] );
	}

	public function test_numbers_get_range_and_step_rules(): void {
		$rules = $this->rules_of(
			array(
				'name' => 'qty',
				'type' => 'number',
				'min'  => '2',
				'max'  => '10',
				'step' => '2',
			)
		);
		$this->assertSame( array( 'number', 'minnumber', 'maxnumber', 'stepnumber' ), array_column( $rules, 'rule' ) );
		$this->assertSame( 2, $rules[3]['base'] );
		$this->assertSame( 2, $rules[3]['interval'] );
		$schema = array( 'rules' => $rules );
		$this->assertSame( array(), SchemaValidator::validate( $schema, array( 'qty' => '4' ), array() ) );
		$this->assertSame( array( 'qty' => 'Please enter a number that matches the allowed steps.' ), SchemaValidator::validate( $schema, array( 'qty' => '5' ), array() ) );
		$this->assertSame( array( 'qty' => 'This field has a too large number.' ), SchemaValidator::validate( $schema, array( 'qty' => '12' ), array() ) );
	}

	public function test_choices_get_enum_and_item_limits_and_free_text_skips_enum(): void {
		$rules = $this->rules_of(
			array(
				'name'      => 'topics',
				'type'      => 'checkbox',
				'options'   => "Orders\nPress\nOther",
				'exclusive' => true,
			)
		);
		$this->assertSame( array( 'enum', 'maxitems' ), array_column( $rules, 'rule' ) );
		$this->assertSame( array( 'Orders', 'Press', 'Other' ), $rules[0]['accept'] );
		$this->assertSame( 1, $rules[1]['threshold'] );

		$free = $this->rules_of(
			array(
				'name'     => 'how',
				'type'     => 'radio',
				'options'  => array( 'Friend', 'Other' ),
				'freeText' => true,
			)
		);
		$this->assertSame( array( 'required', 'maxitems' ), array_column( $free, 'rule' ) );
	}

	public function test_dates_and_times(): void {
		$rules = $this->rules_of(
			array(
				'name'     => 'day',
				'type'     => 'date',
				'required' => true,
				'min'      => '2026-01-01',
				'max'      => '2026-12-31',
			)
		);
		$this->assertSame( array( 'required', 'date', 'mindate', 'maxdate' ), array_column( $rules, 'rule' ) );
		$this->assertSame(
			array( 'time' ),
			array_column(
				$this->rules_of(
					array(
						'name' => 't',
						'type' => 'time',
					)
				),
				'rule'
			)
		);
	}

	public function test_acceptance_and_quiz_are_not_schema_rules(): void {
		$this->assertSame(
			array(),
			$this->rules_of(
				array(
					'name' => 'ok',
					'type' => 'acceptance',
				)
			)
		);
		$this->assertSame(
			array(),
			$this->rules_of(
				array(
					'name' => 'q',
					'type' => 'quiz',
					'quiz' => array( array( '1+1?', '2' ) ),
				)
			)
		);
	}

	public function test_the_sanitiser_refuses_bad_and_duplicate_names(): void {
		$sanitizer = new DefinitionSanitizer();
		$mail      = array( 'to' => 'a@example.com' );
		$this->assertNull(
			$sanitizer->sanitize(
				array(
					'fields' => array(
						array(
							'name' => '1st',
							'type' => 'text',
						),
					),
					'mail'   => $mail,
				)
			)
		);
		$this->assertStringContainsString( '1st', $sanitizer->errors()[0] );

		$this->assertNull(
			$sanitizer->sanitize(
				array(
					'fields' => array(
						array(
							'name' => 'a',
							'type' => 'text',
						),
						array(
							'name' => 'a',
							'type' => 'email',
						),
					),
					'mail'   => $mail,
				)
			)
		);
		$this->assertNull(
			$sanitizer->sanitize(
				array(
					'fields' => array(
						array(
							'name' => 'a',
							'type' => 'script',
						),
					),
					'mail'   => $mail,
				)
			)
		);
	}

	public function test_the_sanitiser_drops_unknown_keys_and_keeps_mail_headers_on_one_line(): void {
		$clean = ( new DefinitionSanitizer() )->sanitize(
			array(
				'fields' => array(
					array(
						'name'    => 'your-name',
						'type'    => 'text',
						'label'   => '<b>Name</b>',
						'onclick' => 'x',
					),
				),
				'mail'   => array(
					'to'      => "a@example.com\r\nBcc: evil@example.com",
					'replyTo' => '[your-name] <[your-email]>',
				),
				'evil'   => true,
			)
		);
		$this->assertNotNull( $clean );
		$this->assertArrayNotHasKey( 'evil', $clean );
		$this->assertArrayNotHasKey( 'onclick', $clean['fields'][0] );
		$this->assertSame( 'Name', $clean['fields'][0]['label'] );
		$this->assertStringNotContainsString( "\n", $clean['mail']['to'] );
		$this->assertSame( '[your-name] <[your-email]>', $clean['mail']['replyTo'] );
	}
}
