/**
 * The contact form (docs/product-spec.md §5): schema-driven fields, the same SWV validation as the server
 * before sending, a multipart submission through the runtime, statuses as classes on the
 * form, per-field tips and a response output screen readers announce.
 */

/**
 * External dependencies
 */
import {
	useCallback,
	useEffect,
	useLayoutEffect,
	useReducer,
	useRef,
	useState,
} from '@wordpress/element';
import { __, _n } from '@wordpress/i18n';
import type { FormEvent as ReactFormEvent } from 'react';

/**
 * Internal dependencies
 */
import {
	acceptanceSatisfied,
	completeUrl,
	emptyValues,
	toggleChoice,
	unacceptedBoxes,
} from '../../lib/contact-form/fields';
import {
	buildFormData,
	swvFiles,
	swvValues,
} from '../../lib/contact-form/form-data';
import {
	formReducer,
	initialFormState,
	statusClass,
} from '../../lib/contact-form/status';
import type {
	ContactFormProps,
	FeedbackReply,
	FormValues,
	RefillReply,
} from '../../lib/contact-form/types';
import { holdFor, sendableAt } from '../../lib/contact-form/fill-time';
import { validate } from '../../lib/swv';
import { RequestError } from '../../runtime/errors';
import { emit } from '../../runtime/events';
import { restFetch } from '../../runtime/rest';
import { controlId, FieldControl } from './field-control';
import { useSendPress } from './use-send-press';

const defaultMessage = ( key: string ): string => {
	switch ( key ) {
		case 'validation_error':
			return __(
				'One or more fields have an error. Please check and try again.',
				'vitrine'
			);
		default:
			return __(
				'There was an error trying to send your message. Please try again later.',
				'vitrine'
			);
	}
};

const isObject = ( value: unknown ): value is Record< string, unknown > =>
	!! value && typeof value === 'object' && ! Array.isArray( value );

export function ContactForm( props: ContactFormProps ) {
	const { id, unitTag, fields, schema, messages, honeypot } = props;
	const [ values, setValues ] = useState< FormValues >( emptyValues );
	const [ files, setFiles ] = useState< Record< string, File[] > >( {} );
	const [ resetKey, setResetKey ] = useState( 0 );
	const [ state, dispatch ] = useReducer( formReducer, initialFormState );
	const [ nested, setNested ] = useState( false );
	const [ quizQuestions, setQuizQuestions ] = useState<
		Record< string, string >
	>( () =>
		Object.fromEntries(
			fields
				.filter( ( field ) => field.type === 'quiz' )
				.map( ( field ) => [
					field.name,
					String( field.quiz?.[ 0 ]?.[ 0 ] ?? field.label ),
				] )
		)
	);
	const [ focusRequest, setFocusRequest ] = useState( 0 );
	const wrapperRef = useRef< HTMLDivElement >( null );
	const honeypotRef = useRef< HTMLInputElement >( null );
	const touched = useRef( new Set< string >() );
	const sending = useRef( false );
	const token = useRef( '' );
	// When the token may be sent back (performance.now() clock), and the request fetching it.
	const tokenReadyAt = useRef( 0 );
	const tokenRequest = useRef< Promise< void > | null >( null );
	// Quiz answer hashes: from the printed props, replaced by refill's fresh ones.
	const quizHashes = useRef< Record< string, string > >(
		Object.fromEntries(
			fields
				.filter( ( field ) => field.type === 'quiz' )
				.map( ( field ) => [
					field.name,
					String( field.quiz?.[ 0 ]?.[ 1 ] ?? '' ),
				] )
		)
	);
	const stateRef = useRef( state );
	stateRef.current = state;

	const message = ( key: string ): string =>
		messages[ key ] || defaultMessage( key );

	useLayoutEffect( () => {
		if ( wrapperRef.current?.parentElement?.closest( 'form' ) ) {
			setNested( true );
		}
	}, [] );

	const applyQuiz = useCallback( ( quiz: unknown ) => {
		if ( ! isObject( quiz ) ) {
			return;
		}
		const questions: Record< string, string > = {};
		for ( const [ name, pair ] of Object.entries( quiz ) ) {
			if ( Array.isArray( pair ) && typeof pair[ 0 ] === 'string' ) {
				questions[ name ] = pair[ 0 ];
				quizHashes.current[ name ] = String( pair[ 1 ] ?? '' );
			}
		}
		setQuizQuestions( ( current ) => ( { ...current, ...questions } ) );
	}, [] );

	/** Fresh quiz values and the fill-time token: a cached page's own would be stale. */
	const refill = useCallback( async () => {
		const reply = await restFetch< RefillReply | unknown[] >(
			`vitrine/v1/contact-forms/${ id }/refill`
		);
		if ( ! isObject( reply ) ) {
			return;
		}
		if ( typeof reply._vitrine_form_token === 'string' ) {
			token.current = reply._vitrine_form_token;
			tokenReadyAt.current = sendableAt(
				performance.now(),
				reply._vitrine_min_fill_time
			);
		}
		applyQuiz( reply.quiz );
	}, [ id, applyQuiz ] );

	/** The token request under way, or a new one when none is (or the last one failed). */
	const awaitToken = useCallback( (): Promise< void > => {
		if ( ! tokenRequest.current ) {
			tokenRequest.current = refill().catch( () => {
				tokenRequest.current = null;
			} );
		}
		return tokenRequest.current;
	}, [ refill ] );

	useEffect( () => {
		awaitToken().catch( () => undefined );
	}, [ awaitToken ] );

	const errorsFor = useCallback(
		( nextValues: FormValues, nextFiles: Record< string, File[] > ) =>
			validate(
				schema,
				swvValues( fields, nextValues ),
				swvFiles( fields, nextFiles )
			),
		[ schema, fields ]
	);

	/** Tips for the fields the person has already left (or all, after a submit). */
	const showFieldErrors = (
		nextValues: FormValues,
		nextFiles: Record< string, File[] >
	) => {
		const errors = errorsFor( nextValues, nextFiles );
		const shown: Record< string, string > = {};
		for ( const name of touched.current ) {
			const error = errors[ name ];
			if ( error !== undefined ) {
				shown[ name ] = error;
			}
		}
		dispatch( { type: 'field-errors', errors: shown } );
	};

	// Tips of fields left by pressing "Send" wait for the release (see useSendPress).
	const sendPress = useSendPress( () => showFieldErrors( values, files ) );

	const update = ( next: FormValues, nextFiles = files ) => {
		setValues( next );
		if ( touched.current.size > 0 ) {
			showFieldErrors( next, nextFiles );
		}
	};

	const handlers = {
		onText: ( name: string, value: string ) =>
			update( { ...values, text: { ...values.text, [ name ]: value } } ),
		onBlur: ( name: string ) => {
			touched.current.add( name );
			let next = values;
			const field = fields.find(
				( candidate ) => candidate.name === name
			);
			if ( field?.type === 'url' ) {
				const completed = completeUrl( values.text[ name ] ?? '' );
				if ( completed !== ( values.text[ name ] ?? '' ) ) {
					next = {
						...values,
						text: { ...values.text, [ name ]: completed },
					};
					setValues( next );
				}
			}
			if ( ! sendPress.isPressed() ) {
				showFieldErrors( next, files );
			}
		},
		onChoice: ( name: string, option: string, checked: boolean ) => {
			const field = fields.find(
				( candidate ) => candidate.name === name
			);
			touched.current.add( name );
			update( {
				...values,
				choices: {
					...values.choices,
					[ name ]: toggleChoice(
						values.choices[ name ] ?? [],
						option,
						checked,
						!! field?.exclusive
					),
				},
			} );
		},
		onList: ( name: string, chosen: string[] ) =>
			update( {
				...values,
				choices: { ...values.choices, [ name ]: chosen },
			} ),
		onChecked: ( name: string, checked: boolean ) =>
			update( {
				...values,
				checked: { ...values.checked, [ name ]: checked },
			} ),
		onFreeText: ( name: string, value: string ) =>
			setValues( {
				...values,
				freeText: { ...values.freeText, [ name ]: value },
			} ),
		onFiles: ( name: string, chosen: File[] ) => {
			const nextFiles = { ...files, [ name ]: chosen };
			setFiles( nextFiles );
			touched.current.add( name );
			showFieldErrors( values, nextFiles );
		},
	};

	// Move focus to the first invalid field (in form order) when the form turns invalid.
	useEffect( () => {
		if ( focusRequest === 0 ) {
			return;
		}
		const first = fields.find(
			( field ) => stateRef.current.errors[ field.name ] !== undefined
		);
		if ( ! first ) {
			return;
		}
		const element =
			document.getElementById( controlId( unitTag, first.name ) ) ??
			document.getElementById(
				`${ controlId( unitTag, first.name ) }-0`
			);
		element?.focus();
	}, [ focusRequest, fields, unitTag ] );

	// After mail_sent: empty the form, then show "sent".
	useEffect( () => {
		if ( state.status !== 'resetting' ) {
			return;
		}
		touched.current.clear();
		setValues( emptyValues() );
		setFiles( {} );
		setResetKey( ( key ) => key + 1 );
		if ( honeypotRef.current ) {
			honeypotRef.current.value = '';
		}
		sending.current = false;
		dispatch( { type: 'reset-done' } );
	}, [ state.status ] );

	const submit = async ( event: ReactFormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		sendPress.onSubmit();
		if ( sending.current || ! acceptanceSatisfied( fields, values ) ) {
			return;
		}
		dispatch( { type: 'validate' } );
		fields.forEach( ( field ) => touched.current.add( field.name ) );
		const errors = errorsFor( values, files );
		if ( Object.keys( errors ).length > 0 ) {
			dispatch( {
				type: 'invalid',
				errors,
				message: message( 'validation_error' ),
			} );
			setFocusRequest( ( n ) => n + 1 );
			return;
		}

		sending.current = true;
		dispatch( { type: 'submit' } );
		try {
			// A send asked for before the token arrived waits for that same request (a new
			// token would be too young), and one asked for sooner than the server's minimum
			// fill time after it is held until then: a fast visitor is never taken for a bot.
			if ( ! token.current ) {
				await awaitToken();
			}
			const hold = token.current
				? holdFor( tokenReadyAt.current, performance.now() )
				: 0;
			if ( hold > 0 ) {
				await new Promise( ( resolve ) => setTimeout( resolve, hold ) );
			}
			const reply = await restFetch< FeedbackReply >(
				`vitrine/v1/contact-forms/${ id }/feedback`,
				{
					method: 'POST',
					body: buildFormData( props, values, files, {
						honeypotValue: honeypotRef.current?.value ?? '',
						token: token.current,
						postedDataHash: stateRef.current.postedDataHash,
						quizHashes: quizHashes.current,
					} ),
				}
			);
			if ( ! isObject( reply ) || typeof reply.status !== 'string' ) {
				throw new RequestError(
					'invalid_reply',
					message( 'mail_sent_ng' )
				);
			}
			const invalid: Record< string, string > = {};
			for ( const item of Array.isArray( reply.invalid_fields )
				? reply.invalid_fields
				: [] ) {
				if (
					item &&
					! Object.prototype.hasOwnProperty.call(
						invalid,
						item.field
					)
				) {
					invalid[ item.field ] = item.message;
				}
			}
			applyQuiz( reply.quiz );
			emit( 'contact-submitted', { formId: id, status: reply.status } );
			const status = statusClass( reply.status );
			if ( status !== 'sent' ) {
				sending.current = false;
			}
			dispatch( {
				type: 'reply',
				status: reply.status,
				message:
					typeof reply.message === 'string'
						? reply.message
						: message( 'mail_sent_ng' ),
				errors: invalid,
				postedDataHash:
					typeof reply.posted_data_hash === 'string'
						? reply.posted_data_hash
						: '',
			} );
			if ( Object.keys( invalid ).length > 0 ) {
				setFocusRequest( ( n ) => n + 1 );
			}
		} catch ( error ) {
			sending.current = false;
			dispatch( {
				type: 'failure',
				message:
					error instanceof RequestError
						? error.message
						: message( 'mail_sent_ng' ),
			} );
		}
	};

	if ( nested ) {
		return (
			<div ref={ wrapperRef }>
				<p className="vitrine-form__response is-error" role="alert">
					{ __(
						'Error: This contact form is placed in the wrong place.',
						'vitrine'
					) }
				</p>
			</div>
		);
	}

	const unaccepted = unacceptedBoxes( fields, values ).length;
	const accepted = unaccepted === 0;
	const busy = state.busy;
	// A disabled "Send" says why, beside it and to screen readers (aria-describedby).
	const hintId = `${ unitTag }-send-hint`;

	return (
		<div ref={ wrapperRef }>
			<form
				className={ `vitrine-form ${ state.status }` }
				data-status={ state.status }
				noValidate
				aria-busy={ busy || undefined }
				onSubmit={ submit }
			>
				<div className="vitrine-form__fields" key={ resetKey }>
					{ fields.map( ( field ) => (
						<FieldControl
							key={ field.name }
							field={ field }
							unitTag={ unitTag }
							values={ values }
							error={ state.errors[ field.name ] }
							quizQuestion={ quizQuestions[ field.name ] }
							{ ...handlers }
						/>
					) ) }
				</div>
				{ honeypot && (
					<div className="vitrine-form__hp" aria-hidden="true">
						<label htmlFor={ `${ unitTag }-hp` }>
							{ __( 'Leave this field empty', 'vitrine' ) }
						</label>
						<input
							ref={ honeypotRef }
							type="text"
							id={ `${ unitTag }-hp` }
							name={ honeypot }
							tabIndex={ -1 }
							autoComplete="off"
							defaultValue=""
						/>
					</div>
				) }
				<div className="vitrine-form__actions">
					<button
						type="submit"
						className="vitrine-form__submit wp-element-button button"
						onPointerDown={ sendPress.onPointerDown }
						disabled={ busy || ! accepted }
						aria-busy={ busy }
						aria-describedby={ accepted ? undefined : hintId }
					>
						{ props.submitLabel || __( 'Send', 'vitrine' ) }
					</button>
					{ ! accepted && (
						<p id={ hintId } className="vitrine-form__send-hint">
							{ _n(
								'Tick the consent box above to send your message.',
								'Tick the consent boxes above to send your message.',
								unaccepted,
								'vitrine'
							) }
						</p>
					) }
					{ busy && (
						<span
							className="vitrine-form__spinner"
							aria-hidden="true"
						/>
					) }
				</div>
				<div
					className="vitrine-form__response"
					role="status"
					aria-live="polite"
				>
					{ state.message }
				</div>
			</form>
		</div>
	);
}
