<?php
/**
 * Demo contact forms.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * The contact form the /contact/ page shows. Mail goes to the site admin email.
 */
final class DemoForms {

	/**
	 * Forms keyed by slug.
	 *
	 * @return array<string, array{title: string, definition: array<string, mixed>}>
	 */
	public static function all(): array {
		return array(
			'contact' => array(
				'title'      => 'Contact',
				'definition' => array(
					'fields'      => array(
						array(
							'name'        => 'your-name',
							'type'        => 'text',
							'label'       => 'Your name',
							'placeholder' => 'Ada Lovelace',
							'required'    => true,
							'maxLength'   => 100,
						),
						array(
							'name'        => 'your-email',
							'type'        => 'email',
							'label'       => 'Your email',
							'placeholder' => 'you@example.com',
							'required'    => true,
						),
						array(
							'name'        => 'your-tel',
							'type'        => 'tel',
							'label'       => 'Telephone',
							'placeholder' => '+44 20 7946 0958',
						),
						array(
							'name'        => 'your-website',
							'type'        => 'url',
							'label'       => 'Website',
							'placeholder' => 'https://',
						),
						array(
							'name'     => 'your-subject',
							'type'     => 'text',
							'label'    => 'Subject',
							'required' => true,
						),
						array(
							'name'        => 'your-message',
							'type'        => 'textarea',
							'label'       => 'Your message',
							'placeholder' => 'How can we help?',
							'required'    => true,
							'maxLength'   => 2000,
						),
						array(
							'name'        => 'your-file',
							'type'        => 'file',
							'label'       => 'Attachment (optional: PDF, JPG or PNG, up to 5 MB)',
							'accept'      => array( 'pdf', 'jpg', 'jpeg', 'png' ),
							'maxFileSize' => 5 * 1024 * 1024,
						),
						array(
							'name'    => 'your-consent',
							'type'    => 'acceptance',
							'label'   => 'Consent',
							'content' => 'I agree that Vitrine stores my message to answer it.',
						),
					),
					'messages'    => array(),
					'mail'        => array(
						'to'          => '[_site_admin_email]',
						'from'        => '[_site_title] <wordpress@vitrine.example>',
						'subject'     => '[_site_title] "[your-subject]"',
						'body'        => "From: [your-name] <[your-email]>\nTelephone: [your-tel]\nWebsite: [your-website]\nSubject: [your-subject]\n\nMessage:\n[your-message]\n\nAttachment: [your-file]\n\n-- \nThis e-mail was sent from the contact form on [_site_title] ([_site_url])",
						'replyTo'     => '[your-name] <[your-email]>',
						'attachments' => '[your-file]',
					),
					'submitLabel' => 'Send message',
				),
			),
		);
	}
}
