/**
 * A local SMTP sink: accepts every message and stores it as JSON (parsed) next to its raw
 * source, so tests and developers can read what WordPress sent.
 *
 * Usage: node bin/stack/mail-sink.mjs --port 2525 --dir .site/dev/mail
 *
 * Tests can make delivery fail for chosen recipients without stopping the sink (which would
 * break every other test sending mail at the same time): each address listed, one a line, in
 * <dir>/refuse-recipients.txt is refused with 550. An address listed in
 * <dir>/hold-recipients.txt is held: the sink answers its RCPT only once the address is taken
 * off the list, as a slow mail server keeps the sender waiting (the checkout test shows the
 * customer's reply does not wait for it).
 */
import {
	existsSync,
	mkdirSync,
	readFileSync,
	renameSync,
	writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const { values } = parseArgs( {
	options: { port: { type: 'string' }, dir: { type: 'string' } },
} );
const port = Number( values.port ?? 2525 );
const dir = values.dir ?? '.';
mkdirSync( dir, { recursive: true } );
let counter = 0;

function listed( name, address ) {
	const file = join( dir, name );
	if ( ! existsSync( file ) ) {
		return false;
	}
	return readFileSync( file, 'utf8' )
		.split( '\n' )
		.map( ( line ) => line.trim().toLowerCase() )
		.includes( address.toLowerCase() );
}

function refused( address ) {
	return listed( 'refuse-recipients.txt', address );
}

/**
 * Resolves once the address is no longer held (checked every 50 ms, for ten minutes at most).
 * @param {string} address Recipient.
 */
async function released( address ) {
	for (
		let i = 0;
		i < 12000 && listed( 'hold-recipients.txt', address );
		i++
	) {
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	}
}

const server = new SMTPServer( {
	authOptional: true,
	disabledCommands: [ 'STARTTLS' ],
	logger: false,
	size: 50 * 1024 * 1024,
	async onRcptTo( address, session, callback ) {
		await released( address.address );
		if ( refused( address.address ) ) {
			const error = new Error(
				'Mailbox unavailable (refused on purpose by the test sink)'
			);
			error.responseCode = 550;
			callback( error );
			return;
		}
		callback();
	},
	onData( stream, session, callback ) {
		const chunks = [];
		stream.on( 'data', ( chunk ) => chunks.push( chunk ) );
		stream.on( 'end', async () => {
			const raw = Buffer.concat( chunks );
			const id = `${ Date.now() }-${ process.pid }-${ ++counter }`;
			try {
				const mail = await simpleParser( raw );
				writeFileSync( join( dir, `${ id }.eml` ), raw );
				// Written aside, then renamed: a test polling the folder never reads half a file.
				writeFileSync(
					join( dir, `${ id }.json.part` ),
					JSON.stringify(
						{
							id,
							envelope: {
								from:
									session.envelope.mailFrom?.address ?? null,
								to: session.envelope.rcptTo.map(
									( r ) => r.address
								),
							},
							from: mail.from?.text ?? '',
							to: mail.to?.text ?? '',
							replyTo: mail.replyTo?.text ?? '',
							subject: mail.subject ?? '',
							text: mail.text ?? '',
							html: mail.html || '',
							attachments: mail.attachments.map( ( a ) => ( {
								filename: a.filename,
								contentType: a.contentType,
								size: a.size,
							} ) ),
							date: new Date().toISOString(),
						},
						null,
						2
					)
				);
				renameSync(
					join( dir, `${ id }.json.part` ),
					join( dir, `${ id }.json` )
				);
				callback();
			} catch ( error ) {
				callback( error );
			}
		} );
	},
} );

server.listen( port, '127.0.0.1', () => {
	console.log( `mail sink on 127.0.0.1:${ port }, storing in ${ dir }` );
} );
