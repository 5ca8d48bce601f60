import { type FieldMetadata, getFormProps, getTextareaProps, useForm } from '@conform-to/react'
import { type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form } from '@remix-run/react'
import { type FocusEvent, useId, useRef, useState } from 'react'
import { ErrorList, FormAlert } from '#app/components/forms.tsx'
import { formatDisplayDate } from '#app/lib/dates.ts'
import { formatEuros } from '#app/lib/money.ts'
import { SupportMessageSchema } from '#app/lib/pots/support-message.ts'
import { supportMessageMessages as m } from '#app/lib/pots/support-message-messages.ts'

/** Words of support (issue 27 item 3): the donor's field, the pot page's list, the organiser's and operator's lists. */

type SupportMessage = { id: number; body: string; name: string; amountCents: number | null; at: string }

const textareaClass =
	'w-full rounded border border-gray-500 px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50'

/** The optional message field, inside a Conform form (the quick donor's identity form). */
export function SupportMessageField({ meta }: { meta: FieldMetadata<string | undefined> }) {
	const hintId = useId()
	const { key, ...props } = getTextareaProps(meta, { ariaAttributes: true })
	return (
		<div>
			<label htmlFor={meta.id} className="mb-1 block font-medium">
				{m.fieldLabel}
			</label>
			<textarea
				key={key}
				{...props}
				rows={3}
				aria-describedby={[hintId, meta.errors?.length ? meta.errorId : null].filter(Boolean).join(' ')}
				className={textareaClass}
			/>
			<p id={hintId} className="mt-1 text-sm text-muted">
				{m.fieldHint}
			</p>
			<ErrorList id={meta.errorId} errors={meta.errors} />
		</div>
	)
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
	const [form, fields] = useForm({
		id: 'support-message',
		lastResult,
		defaultValue: { message: message ?? '' },
		onValidate: ({ formData }) => parseWithZod(formData, { schema: SupportMessageSchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const action = `/participate/${potId}/mot-de-soutien?${new URLSearchParams({ back })}`
	const { saved, saveOnLeave } = useSaveOnLeave(action, message ?? '')
	return (
		<Form
			method="post"
			action={action}
			{...getFormProps(form)}
			noValidate
			onBlur={saveOnLeave}
			className="mb-6 grid gap-3 rounded-2xl border border-pink-100 p-4"
		>
			<FormAlert id={form.errorId} errors={form.errors} />
			<SupportMessageField meta={fields.message} />
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

function Byline({ message }: { message: SupportMessage }) {
	return (
		<p className="text-sm text-muted">
			<span className="font-semibold">{message.name}</span>
			{message.amountCents !== null ? ` · ${formatEuros(message.amountCents)}` : null}
			{' · '}
			<time dateTime={message.at}>{formatDisplayDate(message.at)}</time>
		</p>
	)
}

/** The pot page's section: nothing at all while no message shows. */
export function PotSupportMessages({ messages }: { messages: readonly SupportMessage[] }) {
	if (messages.length === 0) return null
	return (
		<section aria-labelledby="support-messages-title" className="mt-10">
			<h2 id="support-messages-title" className="mb-4 text-2xl font-bold">
				{m.sectionTitle}
			</h2>
			<ul className="space-y-4">
				{messages.map((message) => (
					<li key={message.id} className="rounded-2xl border border-pink-100 p-4">
						<p className="mb-2 whitespace-pre-line break-words">{message.body}</p>
						<Byline message={message} />
					</li>
				))}
			</ul>
		</section>
	)
}

type ModeratedMessage = SupportMessage & { hidden: boolean }

/** One message with its moderation button: a plain form, so it works without JavaScript. */
function ModeratedList({
	messages,
	action,
	button,
}: {
	messages: readonly ModeratedMessage[]
	action: string
	button: (message: ModeratedMessage) => { intent: string; label: string }
}) {
	if (messages.length === 0) return <p>{m.none}</p>
	return (
		<ul className="space-y-4">
			{messages.map((message) => {
				const { intent, label } = button(message)
				return (
					<li key={message.id} className="rounded-2xl border border-pink-100 p-4">
						{message.hidden ? (
							<p className="mb-1 text-sm font-semibold text-red-900">{m.hiddenBadge}</p>
						) : null}
						<p className="mb-2 whitespace-pre-line break-words">{message.body}</p>
						<Byline message={message} />
						<Form method="post" action={action} reloadDocument className="mt-2">
							<input type="hidden" name="messageId" value={message.id} />
							<input type="hidden" name="intent" value={intent} />
							<button
								type="submit"
								className="text-brand-dark underline"
								aria-label={`${label} : ${message.name}, « ${message.body.slice(0, 40)} »`}
							>
								{label}
							</button>
						</Form>
					</li>
				)
			})}
		</ul>
	)
}

/** The organiser's view: hide a message, or show it again. */
export function OrganiserSupportMessages({
	potId,
	messages,
}: {
	potId: number
	messages: readonly ModeratedMessage[]
}) {
	return (
		<section aria-labelledby="support-messages-title" className="mb-10">
			<h2 id="support-messages-title" className="mb-2 text-2xl font-bold">
				{m.sectionTitle} ({messages.length})
			</h2>
			<p className="mb-4 text-muted">{m.organiserIntro}</p>
			<ModeratedList
				messages={messages}
				action={`/mes-cagnottes/${potId}/mots-de-soutien`}
				button={(message) =>
					message.hidden ? { intent: 'show', label: m.show } : { intent: 'hide', label: m.hide }
				}
			/>
		</section>
	)
}

/** The operator's pot page: remove a message for good. */
export function AdminSupportMessages({
	potId,
	messages,
}: {
	potId: number
	messages: readonly ModeratedMessage[]
}) {
	return (
		<section aria-labelledby="support-messages-title" className="mt-10">
			<h2 id="support-messages-title" className="mb-2 text-2xl font-bold">
				{m.sectionTitle} ({messages.length})
			</h2>
			<p className="mb-4 text-muted">{m.operatorIntro}</p>
			<ModeratedList
				messages={messages}
				action={`/admin/cagnottes/${potId}/mots-de-soutien`}
				button={() => ({ intent: 'remove', label: m.remove })}
			/>
		</section>
	)
}
