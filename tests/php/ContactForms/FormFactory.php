<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\ContactForms;

use Vitrine\ContactForms\DefinitionSanitizer;
use Vitrine\ContactForms\FormRepository;
use Vitrine\Demo\DemoForms;

/**
 * Builds forms for the contact form tests.
 */
trait FormFactory {

	/**
	 * Creates a published form from a definition (the demo's `contact` form by default).
	 *
	 * @param array<string, mixed>|null $definition Raw definition.
	 */
	protected function create_form( ?array $definition = null ): int {
		$clean = ( new DefinitionSanitizer() )->sanitize( $definition ?? DemoForms::all()['contact']['definition'] );
		$this->assertNotNull( $clean );
		$id = $this->create_post(
			array(
				'post_type'  => FormRepository::POST_TYPE,
				'post_title' => 'Test form',
				'post_name'  => 'test-form-' . wp_generate_password( 6, false, false ),
			)
		);
		( new FormRepository() )->save_definition( $id, $clean );
		return $id;
	}
}
