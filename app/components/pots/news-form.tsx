import { Form, useNavigation } from '@remix-run/react'
import { audienceCountLabel, newsMessages } from '#app/lib/pots/news-messages.ts'
import { type NewsFormErrors } from '#app/lib/pots/news.ts'
import { ErrorList } from '../form-errors.tsx'
import { RichTextEditor } from '../rich-text-editor.tsx'

type NewsFormProps = {
	/** The URL the form posts to (the author's news page, or one item's page). */
	action: string
	mode: 'create' | 'edit'
	/** The id prefix: two forms may share a page. */
	idPrefix?: string
	defaultHtml?: string
	currentImage?: string | null
	/** How many people « Tous les donateurs » e-mails now (create only). */
	audienceCount?: number
	/** Within 24 h of the last mailing: when the next may go, in words; else null. */
	nextEmailLabel?: string | null
	errors?: NewsFormErrors | null
	/** The audience chosen in a refused post (create only), chosen again. */
	defaultAudience?: 'donors' | 'none' | null
	submitLabel?: string
}

const list = (message: string | undefined) => (message ? [message] : null)

/**
 * Writes or edits a pot's news item: the rich-text body (a plain textarea without JavaScript), one optional
 * photo and, for a new item, who is e-mailed, with how many people that is, computed by the server. Within 24 h
 * of the last mailing the donors' choice is off and the form says when it comes back.
 */
export function NewsForm({
	action,
	mode,
	idPrefix = 'news',
	defaultHtml = '',
	currentImage = null,
	audienceCount = 0,
	nextEmailLabel = null,
	errors,
	defaultAudience = null,
	submitLabel,
}: NewsFormProps) {
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formAction === action
	const id = (name: string) => `${idPrefix}-${name}`
	const limited = Boolean(nextEmailLabel)
	const toNobody = limited || defaultAudience === 'none'
	const audienceError = errors?.audience ?? (limited ? newsMessages.limitReached(nextEmailLabel!) : undefined)
	return (
		<Form method="post" action={action} encType="multipart/form-data" noValidate className="space-y-5">
			<input type="hidden" name="intent" value={mode} />
			{errors?.form ? (
				<p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
					{errors.form}
				</p>
			) : null}
			<RichTextEditor
				id={id('body')}
				name="body"
				label={newsMessages.bodyLabel}
				defaultHtml={defaultHtml}
				errors={list(errors?.body)}
				errorId={id('body-error')}
			/>
			<div>
				<label htmlFor={id('image')} className="mb-1 block font-medium">
					{newsMessages.imageLabel}
				</label>
				{currentImage ? (
					<div className="mb-2 space-y-2">
						<img
							src={currentImage}
							alt={newsMessages.imageAlt}
							width={300}
							height={200}
							className="rounded"
						/>
						<div className="flex items-center gap-2">
							<input
								id={id('image-remove')}
								type="checkbox"
								name="image_remove"
								value="1"
								className="h-4 w-4 accent-brand-dark"
							/>
							<label htmlFor={id('image-remove')}>{newsMessages.imageRemove}</label>
						</div>
					</div>
				) : null}
				<input
					id={id('image')}
					name="image"
					type="file"
					accept="image/jpeg,image/png"
					aria-invalid={errors?.image ? true : undefined}
					aria-describedby={[id('image-hint'), errors?.image ? id('image-error') : null]
						.filter(Boolean)
						.join(' ')}
					className="block w-full max-w-full text-sm"
				/>
				<p id={id('image-hint')} className="mt-1 text-sm text-muted">
					{newsMessages.imageHint}
				</p>
				<ErrorList id={id('image-error')} errors={list(errors?.image)} />
			</div>
			{mode === 'create' ? (
				<fieldset aria-describedby={audienceError ? id('audience-error') : undefined}>
					<legend className="mb-2 font-medium">{newsMessages.audienceLegend}</legend>
					<div className="space-y-2">
						<div className="flex items-start gap-2">
							<input
								id={id('audience-donors')}
								type="radio"
								name="audience"
								value="donors"
								disabled={limited}
								defaultChecked={!toNobody}
								aria-describedby={id('audience-count')}
								className="mt-1 h-4 w-4 accent-brand-dark"
							/>
							<label htmlFor={id('audience-donors')}>
								<span className="font-medium">{newsMessages.audienceDonors}</span>
								<span id={id('audience-count')} className="block text-sm text-muted">
									{audienceCountLabel(audienceCount)}
								</span>
							</label>
						</div>
						<div className="flex items-start gap-2">
							<input
								id={id('audience-none')}
								type="radio"
								name="audience"
								value="none"
								defaultChecked={toNobody}
								aria-describedby={id('audience-none-hint')}
								className="mt-1 h-4 w-4 accent-brand-dark"
							/>
							<label htmlFor={id('audience-none')}>
								<span className="font-medium">{newsMessages.audienceNone}</span>
								<span id={id('audience-none-hint')} className="block text-sm text-muted">
									{newsMessages.audienceNoneHint}
								</span>
							</label>
						</div>
					</div>
					<ErrorList id={id('audience-error')} errors={list(audienceError)} />
				</fieldset>
			) : (
				<p className="text-sm text-muted">{newsMessages.editNoResend}</p>
			)}
			<button type="submit" className="btn-primary" disabled={busy}>
				{submitLabel ?? (mode === 'create' ? newsMessages.submit : newsMessages.save)}
			</button>
		</Form>
	)
}

/** Deleting asks for a ticked confirmation: the same step with or without JavaScript. */
export function DeleteNewsForm({ action, error }: { action: string; error?: string | null }) {
	return (
		<Form method="post" action={action} encType="multipart/form-data" noValidate className="space-y-3">
			<input type="hidden" name="intent" value="delete" />
			<div className="flex items-start gap-2">
				<input
					id="news-confirm-delete"
					name="confirm"
					type="checkbox"
					value="yes"
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? 'news-confirm-delete-error' : undefined}
					className="mt-1 h-4 w-4 accent-brand-dark"
				/>
				<label htmlFor="news-confirm-delete">{newsMessages.deleteConfirm}</label>
			</div>
			<ErrorList id="news-confirm-delete-error" errors={error ? [error] : null} />
			<button type="submit" className="btn-secondary">
				{newsMessages.delete}
			</button>
		</Form>
	)
}
