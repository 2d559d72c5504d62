/**
 * The content install.spec.ts places on the bare site and flows.spec.ts visits.
 */
export const CONTENT = {
	post: { title: 'Notes from a bare site', slug: 'notes-from-a-bare-site' },
	product: {
		title: 'Stoneware mug',
		slug: 'stoneware-mug',
		price: '24.00',
	},
	pages: { newsletter: 'stay-in-touch', contact: 'contact-us' },
	/** The address WordPress was installed with (bin/stack/bare-site.php). */
	adminEmail: 'admin@vitrine.test',
};
