import { useFetcher } from '@remix-run/react'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import {
	classifyAddresses,
	extractFileAddresses,
	importedLabel,
	isAcceptedShareFile,
	SHARE_FILE_ACCEPT,
	SHARE_FILE_MAX_BYTES,
	SHARE_MESSAGE_MAX_LENGTH,
	SHARE_TITLE,
	type ShareActionData,
	type ShareFieldErrors,
	shareFormMessages,
} from '#app/lib/pots/share-emails.ts'
import { sharePagePath } from '#app/lib/pots/create-paths.ts'
import { HoneypotInput } from '#app/components/honeypot-input.tsx'
import { ErrorList, FormAlert } from '../form-errors.tsx'

const inputClass =
	'w-full rounded border border-gray-500 px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50'

type Preview = { label: string; valid: string[]; invalid: string[] } | { error: string } | null

const PREVIEW_LIMIT = 30

/** With JavaScript, the chosen file is read in the browser and its addresses are listed before sending. */
function readPreview(file: File | undefined, setPreview: (preview: Preview) => void) {
	if (!file) return setPreview(null)
	if (!isAcceptedShareFile(file.name)) return setPreview({ error: shareFormMessages.fileType })
	if (file.size > SHARE_FILE_MAX_BYTES) return setPreview({ error: shareFormMessages.fileTooLarge })
	const reader = new FileReader()
	reader.onload = () => {
		const list = classifyAddresses(extractFileAddresses(String(reader.result ?? '')))
		setPreview({ label: importedLabel(list.valid.length + list.invalid.length), ...list })
	}
	reader.onerror = () => setPreview({ error: shareFormMessages.fileType })
	reader.readAsText(file)
}

/** The fields of the share form, shared by its page and its dialog. */
export function ShareFields({
	errors,
	values,
	imported,
	busy,
	withMessage = false,
}: {
	errors?: ShareFieldErrors
	values?: { emails: string; message: string }
	imported?: string | null
	busy?: boolean
	/** The organiser may add a message; anyone else sends the fixed invitation. */
	withMessage?: boolean
}) {
	const id = useId()
	const [preview, setPreview] = useState<Preview>(null)
	const fileErrors = preview && 'error' in preview ? [preview.error] : errors?.file
	const importedText = preview && 'label' in preview ? preview.label : (imported ?? null)
	const described = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined
	return (
		<>
			<FormAlert id={`${id}-form`} errors={errors?.form} />
			<HoneypotInput />
			<div>
				<label htmlFor={`${id}-emails`} className="mb-1 block font-medium">
					Adresses email, séparées par des virgules
				</label>
				<textarea
					id={`${id}-emails`}
					name="emails"
					rows={5}
					defaultValue={values?.emails}
					autoComplete="off"
					aria-invalid={errors?.emails?.length ? true : undefined}
					aria-describedby={described(`${id}-emails-hint`, !!errors?.emails?.length && `${id}-emails-error`)}
					className={inputClass}
				/>
				<p id={`${id}-emails-hint`} className="mt-1 text-sm text-muted">
					Par exemple : jean@exemple.fr, sophie@exemple.fr. Jusqu’à 500 invités.
				</p>
				<ErrorList id={`${id}-emails-error`} errors={errors?.emails} />
			</div>
			<div>
				<label htmlFor={`${id}-file`} className="mb-1 block font-medium">
					Importer un fichier .csv ou .txt <span className="font-normal text-muted">(facultatif)</span>
				</label>
				<input
					id={`${id}-file`}
					type="file"
					name="file"
					accept={SHARE_FILE_ACCEPT}
					onChange={(event: ChangeEvent<HTMLInputElement>) =>
						readPreview(event.target.files?.[0], setPreview)
					}
					aria-invalid={fileErrors?.length ? true : undefined}
					aria-describedby={described(`${id}-file-hint`, !!fileErrors?.length && `${id}-file-error`)}
					className="block w-full text-sm"
				/>
				<p id={`${id}-file-hint`} className="mt-1 text-sm text-muted">
					200 Ko au plus. Chaque cellule contenant une adresse email est ajoutée à la liste.
				</p>
				<p aria-live="polite" className="mt-1 font-medium">
					{importedText}
				</p>
				{preview && 'valid' in preview && preview.valid.length + preview.invalid.length > 0 ? (
					<ImportedList valid={preview.valid} invalid={preview.invalid} />
				) : null}
				<ErrorList id={`${id}-file-error`} errors={fileErrors} />
			</div>
			{withMessage ? (
				<div>
					<label htmlFor={`${id}-message`} className="mb-1 block font-medium">
						Votre message <span className="font-normal text-muted">(facultatif)</span>
					</label>
					<textarea
						id={`${id}-message`}
						name="message"
						rows={4}
						maxLength={SHARE_MESSAGE_MAX_LENGTH}
						defaultValue={values?.message}
						aria-invalid={errors?.message?.length ? true : undefined}
						aria-describedby={described(
							`${id}-message-hint`,
							!!errors?.message?.length && `${id}-message-error`,
						)}
						className={inputClass}
					/>
					<p id={`${id}-message-hint`} className="mt-1 text-sm text-muted">
						{SHARE_MESSAGE_MAX_LENGTH} caractères au plus, joints à l’invitation.
					</p>
					<ErrorList id={`${id}-message-error`} errors={errors?.message} />
				</div>
			) : (
				<p className="text-sm text-muted">
					Vos amis recevront l’invitation de Donnons avec le lien de la cagnotte. Seul l’organisateur peut y
					joindre un message personnel.
				</p>
			)}
			<button type="submit" className="btn-primary" disabled={busy}>
				Envoyer les invitations
			</button>
		</>
	)
}

function ImportedList({ valid, invalid }: { valid: string[]; invalid: string[] }) {
	const shown = valid.slice(0, PREVIEW_LIMIT)
	return (
		<div className="mt-2 max-h-48 overflow-y-auto rounded border border-pink-100 p-3 text-sm">
			<ul aria-label="Adresses importées" className="space-y-0.5">
				{shown.map((email) => (
					<li key={email}>{email}</li>
				))}
			</ul>
			{valid.length > shown.length ? (
				<p className="text-muted">et {valid.length - shown.length} autres</p>
			) : null}
			{invalid.length ? (
				<p className="mt-2 text-red-800">Adresses invalides, non envoyées : {invalid.join(', ')}</p>
			) : null}
		</div>
	)
}

/**
 * The share form in a modal dialog, open from its mount and again each time `opens` grows, posted to the
 * share page's action (the toast comes with the answer). ./share-by-email-button.tsx imports it on demand.
 */
export function ShareByEmailDialog({
	potId,
	opens,
	withMessage = false,
}: {
	potId: number
	opens: number
	withMessage?: boolean
}) {
	const dialog = useRef<HTMLDialogElement>(null)
	const [formKey, setFormKey] = useState(0)
	const fetcher = useFetcher<ShareActionData>()
	const titleId = useId()
	const sent = fetcher.data?.status === 'sent'
	useEffect(() => {
		if (fetcher.state === 'idle' && sent) {
			dialog.current?.close()
			setFormKey((key) => key + 1)
		}
	}, [fetcher.state, sent])
	useEffect(() => {
		if (opens > 0 && !dialog.current?.open) dialog.current?.showModal()
	}, [opens])
	const failure = fetcher.data?.status === 'error' ? fetcher.data : null
	return (
		<dialog
			ref={dialog}
			aria-labelledby={titleId}
			className="m-auto w-full max-w-xl rounded-2xl p-6 shadow-xl backdrop:bg-black/50"
		>
			<h2 id={titleId} className="mb-4 text-xl font-bold">
				{SHARE_TITLE}
			</h2>
			<fetcher.Form
				key={formKey}
				method="post"
				action={sharePagePath(potId)}
				encType="multipart/form-data"
				noValidate
				className="space-y-4"
			>
				<input type="hidden" name="mode" value="dialog" />
				<ShareFields
					errors={failure?.errors}
					imported={failure?.imported}
					busy={fetcher.state !== 'idle'}
					withMessage={withMessage}
				/>
				<button type="button" className="btn-secondary ml-3" onClick={() => dialog.current?.close()}>
					Annuler
				</button>
			</fetcher.Form>
		</dialog>
	)
}
