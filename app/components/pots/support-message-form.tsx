import { type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { type FocusEvent, type FormEvent, type TextareaHTMLAttributes, useId, useRef, useState } from 'react'
import { ErrorList, FormAlert } from '#app/components/form-errors.tsx'
import { generic } from '#app/lib/messages.ts'
import { checkSupportMessage } from '#app/lib/pots/support-message.ts'
import { supportMessageMessages as m } from '#app/lib/pots/support-message-messages.ts'

/**
 * The donor's word of support (issue 27 item 3) on the payment page and on its own page. No Conform and no zod
 * in the browser (bench:js): the rules are `checkSupportMessage`, the same the server's schema applies, and the
 * server's answer (a Conform `SubmissionResult`) is read as it is.
 */

const textareaClass =
	'w-full rounded border border-gray-500 px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50'

/** The labelled textarea with its hint and errors; ./support-message-field.tsx wires it to a Conform form. */
export function SupportMessageTextarea({
	id,
	errorId,
	errors,
	...props
}: { id: string; errorId: string; errors?: string[] | null } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
	const hintId = useId()
	return (
		<div>
			<label htmlFor={id} className="mb-1 block font-medium">
				{m.fieldLabel}
			</label>
			<textarea
				{...props}
				id={id}
				rows={3}
				aria-invalid={errors?.length ? true : undefined}
				aria-describedby={[hintId, errors?.length ? errorId : null].filter(Boolean).join(' ')}
				className={textareaClass}
			/>
			<p id={hintId} className="mt-1 text-sm text-muted">
				{m.fieldHint}
			</p>
			<ErrorList id={errorId} errors={errors} />
		</div>
	)
}

type Errors = { form: string[] | null; message: string[] | null }

function errorsOf(lastResult: SubmissionResult<string[]> | null | undefined): Errors {
	return { form: lastResult?.error?.[''] ?? null, message: lastResult?.error?.message ?? null }
}

/** The browser's check, as the server's (`parseWithNotice`): the field's reason and the form's notice. */
function check(text: string): Errors {
	const checked = checkSupportMessage(text)
	return checked.ok
		? { form: null, message: null }
		: { form: [generic.requiredFields], message: [checked.error] }
}

/** The signed-in donor's message form, on the payment page or on its own page: posts to /participate/:id/mot-de-soutien. */
export function SupportMessageForm({
	potId,
	message,
	back,
	lastResult,
}: {
	potId: number
	message: string | null
	back: string
	lastResult?: SubmissionResult<string[]> | null
}) {
	const id = useId()
	// Checked on submit, then again as the donor types (as Conform's onSubmit / onInput would).
	const [checked, setChecked] = useState<Errors | null>(null)
	const errors = checked ?? errorsOf(lastResult)
	const submitted = lastResult?.initialValue?.message
	const action = `/participate/${potId}/mot-de-soutien?${new URLSearchParams({ back })}`
	const { saved, saveOnLeave } = useSaveOnLeave(action, message ?? '')
	function onSubmit(event: FormEvent<HTMLFormElement>) {
		const field = event.currentTarget.elements.namedItem('message')
		if (!(field instanceof HTMLTextAreaElement)) return
		const found = check(field.value)
		setChecked(found)
		if (!found.message) return
		event.preventDefault()
		field.focus()
	}
	return (
		<Form
			method="post"
			action={action}
			id="support-message"
			noValidate
			onSubmit={onSubmit}
			onBlur={saveOnLeave}
			className="mb-6 grid gap-3 rounded-2xl border border-pink-100 p-4"
		>
			<FormAlert id={`${id}-form-error`} errors={errors.form} />
			<SupportMessageTextarea
				id={`${id}-message`}
				errorId={`${id}-message-error`}
				errors={errors.message}
				name="message"
				defaultValue={typeof submitted === 'string' ? submitted : (message ?? '')}
				onInput={(event) => {
					if (checked) setChecked(check(event.currentTarget.value))
				}}
			/>
			<div className="flex flex-wrap items-center gap-3">
				<button type="submit" className="btn-secondary">
					{m.save}
				</button>
				<p aria-live="polite" className="text-sm text-muted">
					{saved ? m.saved : null}
				</p>
			</div>
		</Form>
	)
}

/**
 * With JavaScript, the message is saved when the field loses the focus, so a donor who types it and goes
 * straight to the card form keeps it (the card form posts to the provider's vault, not here). In the
 * background, without leaving the page: a redirect means saved; anything else (a refusal) is left to the
 * button, which shows the message's error. Without JavaScript, the button.
 */
function useSaveOnLeave(action: string, initial: string) {
	const last = useRef(initial)
	const [saved, setSaved] = useState(false)
	const saveOnLeave = (event: FocusEvent<HTMLFormElement>) => {
		if (!(event.target instanceof HTMLTextAreaElement)) return
		const text = event.target.value
		if (text.trim() === last.current.trim()) return
		const body = new FormData(event.currentTarget)
		body.set('background', '1')
		setSaved(false)
		fetch(action, { method: 'POST', body, redirect: 'manual' })
			.then((response) => {
				if (response.type !== 'opaqueredirect') return
				last.current = text
				setSaved(true)
			})
			.catch(() => setSaved(false))
	}
	return { saved, saveOnLeave }
}
