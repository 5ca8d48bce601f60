import { MaxFilesExceededError } from '@mjackson/form-data-parser'
import { data, redirect } from '@remix-run/node'
import { and, eq, gt, inArray, isNull } from 'drizzle-orm'
import { type DbOrTx } from '#db/client.server.ts'
import { potInvitations, users } from '#db/schema/index.ts'
import { getSessionUser } from '../auth/session.server.ts'
import { getDb } from '../platform/db.server.ts'
import { oversizedFiles, readForm as readRequestForm } from '../platform/forms.server.ts'
import { derivedMessages, shareMessages, toastTitles } from '../lib/messages.ts'
import {
	classifyAddresses,
	extractFileAddresses,
	guestListErrors,
	importedLabel,
	isAcceptedShareFile,
	SHARE_FILE_MAX_BYTES,
	SHARE_MESSAGE_MAX_LENGTH,
	type ShareActionData,
	type ShareFieldErrors,
	shareFormMessages,
	splitAddresses,
} from '../lib/pots/share-emails.ts'
import { deliverMail, queueMail } from '../mail/mailer.server.ts'
import { SHARE_INVITATION_KIND, shareInvitationEmail } from '../mail/share-email.server.ts'
import { absoluteUrl } from '../mail/urls.server.ts'
import { invitationDeclinePath, invitationStopPath, optedOutAmong } from './invitation-consent.server.ts'
import { getPublicPot } from './pot-page.server.ts'
import { reserveShare } from './share-limits.server.ts'
import { createToastHeaders, redirectWithToast } from '../platform/toast.server.ts'
import { checkHoneypot } from '../platform/honeypot.server.ts'
import { parseId } from '../lib/ids.ts'
import { organiserDisplayName } from '../lib/account/personal-data.ts'
import { skippedGuestsMessage } from '../lib/pots/invitation-messages.ts'

export const potPath = (id: number) => `/participate/${id}`

type SharePot = NonNullable<ReturnType<typeof getPublicPot>>

/**
 * The pot to share and the viewer. A missing or inactive pot goes home; a locked pot may only be shared by
 * its creator (docs/requirements.md#spec-3-4): anyone else goes back to the pot page.
 */
export async function requireSharablePot(request: Request, idParam: string | undefined) {
	const potId = parseId(idParam)
	const pot = potId ? getPublicPot(potId) : null
	if (!pot || !pot.isActive) throw redirect('/')
	const user = await getSessionUser(request)
	if (pot.isLocked && user?.id !== pot.creatorId) throw redirect(potPath(pot.id))
	return { pot, user }
}

function failure(
	errors: ShareFieldErrors,
	values: { emails: string; message: string },
	imported: string | null,
	status = 400,
) {
	return data<ShareActionData>({ status: 'error', errors, values, imported }, { status })
}

async function readForm(request: Request): Promise<FormData | string> {
	try {
		return await readRequestForm(request, { maxFileSize: SHARE_FILE_MAX_BYTES, maxFiles: 1 })
	} catch (error) {
		if (error instanceof MaxFilesExceededError) return derivedMessages.formNotSubmittedProperly
		throw error
	}
}

/** The text of the imported file, or an error message; null when no file was chosen. */
async function readImportedFile(
	file: FormDataEntryValue | null,
): Promise<{ content: string } | { error: string } | null> {
	if (!(file instanceof File) || (file.size === 0 && file.name === '')) return null
	if (!isAcceptedShareFile(file.name)) return { error: shareFormMessages.fileType }
	if (file.size > SHARE_FILE_MAX_BYTES) return { error: shareFormMessages.fileTooLarge }
	const bytes = new Uint8Array(await file.arrayBuffer())
	// A binary file renamed .csv (a spreadsheet, an image) is refused too.
	if (bytes.includes(0)) return { error: shareFormMessages.fileType }
	return { content: new TextDecoder('utf-8').decode(bytes) }
}

/** The pot's creator: first name (the subject's inviter when a visitor shares) and address for replies. */
function creatorContact(pot: SharePot) {
	const creator = getDb()
		.select({ firstName: users.firstName, email: users.email, deletedAt: users.deletedAt })
		.from(users)
		.where(eq(users.id, pot.creatorId))
		.get()
	return {
		firstName: creator?.firstName ?? '',
		email: creator && !creator.deletedAt ? creator.email : null,
	}
}

/** The same pot's invitation from the same sender is not sent again to an address within this time. */
const INVITATION_REPLAY_MS = 24 * 60 * 60 * 1000

/**
 * Of `emails` (lower-cased), those the sender already invited to the pot in the last 24 hours: a replayed
 * form (a double click, a browser retry) sends them nothing again. Visitors (no account) send the same fixed
 * invitation, in the creator's name: they are one sender.
 */
function alreadyInvited(db: DbOrTx, potId: number, inviterId: number | null, emails: string[], now: Date) {
	if (!emails.length) return new Set<string>()
	const rows = db
		.select({ email: potInvitations.email })
		.from(potInvitations)
		.where(
			and(
				eq(potInvitations.potId, potId),
				inviterId === null ? isNull(potInvitations.inviterId) : eq(potInvitations.inviterId, inviterId),
				inArray(potInvitations.email, emails),
				gt(potInvitations.sentAt, new Date(now.getTime() - INVITATION_REPLAY_MS)),
			),
		)
		.all()
	return new Set(rows.map((row) => row.email))
}

/** Sends the invitations of the share form (page and dialog). */
export async function shareAction(request: Request, idParam: string | undefined, clientIp: string) {
	const { pot, user } = await requireSharablePot(request, idParam)
	const form = await readForm(request)
	if (typeof form === 'string') return failure({ form: [form] }, { emails: '', message: '' }, null, 413)
	checkHoneypot(form)
	const typed = String(form.get('emails') ?? '')
	// Only the organiser may add words of their own: anyone else sends the fixed invitation (no spam relay).
	const organiser = user !== null && user.id === pot.creatorId
	const message = organiser ? String(form.get('message') ?? '').trim() : ''
	const values = { emails: typed, message }
	// A file over the limit is left out: the addresses and the message typed come back with its message.
	if (oversizedFiles(form).length > 0) {
		return failure({ file: [shareFormMessages.fileTooLarge] }, values, null, 413)
	}

	const file = await readImportedFile(form.get('file'))
	if (file && 'error' in file) return failure({ file: [file.error] }, values, null)
	const fromFile = file ? extractFileAddresses(file.content) : []
	const fileList = classifyAddresses(fromFile)
	const imported = file ? importedLabel(fileList.valid.length + fileList.invalid.length) : null
	const guests = classifyAddresses(splitAddresses(typed), fromFile)

	const errors: ShareFieldErrors = {}
	const listErrors = guestListErrors(guests)
	if (listErrors.length) errors.emails = listErrors
	if (message.length > SHARE_MESSAGE_MAX_LENGTH) errors.message = [shareFormMessages.messageTooLong]
	// Without JavaScript the file cannot be chosen again: its addresses join the typed ones, to be corrected.
	const merged = file ? { ...values, emails: [...guests.valid, ...guests.invalid].join(', ') } : values
	if (errors.emails || errors.message) return failure(errors, merged, imported)

	// Addresses this sender invited to the pot in the last 24 hours are skipped silently, counted as sent (a
	// replay answers as the first send did) and not held against the sender's limits.
	const inviterId = user?.id ?? null
	const now = new Date()
	const invited = alreadyInvited(
		getDb(),
		pot.id,
		inviterId,
		guests.valid.map((to) => to.toLowerCase()),
		now,
	)
	const fresh = guests.valid.filter((to) => !invited.has(to.toLowerCase()))
	const sender = { potId: pot.id, userId: inviterId, organiser, ip: clientIp }
	if (fresh.length && !reserveShare(sender, fresh.length)) {
		return failure({ form: [shareMessages.failed] }, merged, imported, 429)
	}

	const potUrl = absoluteUrl(request, potPath(pot.id))
	const creator = creatorContact(pot)
	const invitation = {
		inviterFirstName: user ? user.firstName : creator.firstName,
		potName: pot.name,
		charityName: pot.charityName,
		potUrl,
		personalMessage: message,
		sender: user ? organiserDisplayName({ ...user, deleted: false }) : null,
		organiser: { name: pot.organiserName, email: creator.email },
	}
	// An address that asked for no more invitations gets none; the sender is told so without naming it.
	const optedOut = optedOutAmong(guests.valid)
	const recipients = fresh.filter((to) => !optedOut.has(to.toLowerCase()))
	const skipped = guests.valid.filter((to) => optedOut.has(to.toLowerCase())).length
	let sent = [...invited].filter((to) => !optedOut.has(to)).length
	for (const to of recipients) {
		// The invitation the organiser sees (app/pots/organiser.server.ts) and its mail, committed together;
		// the mail worker retries a mail the SMTP server refuses now. Checked again in the transaction, which
		// begins IMMEDIATE (db/client.server.ts): of two replays at once, one sends.
		const mailId = getDb().transaction((tx) => {
			if (alreadyInvited(tx, pot.id, inviterId, [to.toLowerCase()], now).size) return null
			const { id } = tx
				.insert(potInvitations)
				.values({ potId: pot.id, inviterId, email: to.toLowerCase(), sentAt: new Date() })
				.returning({ id: potInvitations.id })
				.get()
			const content = shareInvitationEmail({
				...invitation,
				declineUrl: absoluteUrl(request, invitationDeclinePath(id)),
				stopUrl: absoluteUrl(request, invitationStopPath(to)),
			})
			return queueMail(tx, { to, ...content, kind: SHARE_INVITATION_KIND })
		})
		if (mailId === null || (await deliverMail(mailId)) !== 'failed') sent++
	}
	if (sent === 0 && skipped === 0) return failure({ form: [shareMessages.failed] }, merged, imported, 502)

	const description = [sent ? shareMessages.sent : '', skipped ? skippedGuestsMessage(skipped) : '']
		.filter(Boolean)
		.join(' ')
	const toast = sent
		? ({ type: 'success', title: toastTitles.success, description } as const)
		: ({ type: 'info', title: toastTitles.attention, description } as const)
	// The dialog stays on the pot page: the toast comes with the answer. The page goes back to the pot.
	if (form.get('mode') === 'dialog') {
		return data<ShareActionData>({ status: 'sent', sent }, { headers: await createToastHeaders(toast) })
	}
	return redirectWithToast(potPath(pot.id), toast)
}
