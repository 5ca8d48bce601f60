import { Form } from '@remix-run/react'
import { formatDisplayDate } from '#app/lib/calendar.ts'
import { formatEuros } from '#app/lib/money.ts'
import { supportMessageMessages as m } from '#app/lib/pots/support-message-messages.ts'

/**
 * Words of support (issue 27 item 3): the pot page's list, the organiser's and operator's lists. The donor's
 * field and form are ./support-message-field.tsx and ./support-message-form.tsx: the pot page stays without
 * their code (bench:js).
 */

type SupportMessage = { id: number; body: string; name: string; amountCents: number | null; at: string }

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
