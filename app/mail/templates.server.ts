/**
 * The platform's e-mails, in French. Each has an HTML version (one shared, table-based layout with inline
 * styles, as mail clients require) and a plain-text equivalent carrying the same content and links.
 */

export type EmailContent = { subject: string; text: string; html: string }

type EmailLayout = {
	/** The hidden summary most clients show next to the subject. */
	preheader: string
	/** The e-mail's heading (also the HTML <title>). */
	title: string
	/** Plain-text paragraphs (escaped in HTML), before the button. */
	paragraphs: string[]
	/** The call to action; its URL is repeated as a plain link for clients that hide buttons. */
	button?: { label: string; url: string }
	/** Further links, after the button (a document to download…). */
	links?: { label: string; url: string }[]
	/** Plain-text paragraphs after the button (validity of a link, sign-off…). */
	closing?: string[]
}

const BRAND = '#b81f6c' // white text on it, or it on white: contrast 6.1:1
const INK = '#1f2430'
const MUTED = '#5b6170' // on white: contrast 6.2:1, on PAPER 5.9:1
const PAPER = '#fff8fb'
const FONT = "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif"
export const EMAIL_FOOTER = 'Donnons SAS — 27 rue de la Fontaine au Roi, 75011 Paris'
const SIGNATURE = 'L’équipe Donnons'

const htmlEscapes: Record<string, string> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#39;',
}

/** Escapes text for HTML content and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
	return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char)
}

/** Links in e-mails are absolute http(s) URLs built by the server; anything else is a programming error. */
function checkedUrl(url: string): string {
	const parsed = new URL(url)
	if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
		throw new Error(`E-mail links must be http(s) URLs, got ${parsed.protocol}`)
	}
	return url
}

function paragraphHtml(text: string) {
	return `<p style="margin:0 0 16px 0;font-size:16px;line-height:1.5;color:${INK};">${escapeHtml(text)}</p>`
}

function buttonHtml(label: string, url: string) {
	const href = escapeHtml(url)
	return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0;">
<tr><td style="border-radius:999px;background-color:${BRAND};">
<a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:999px;background-color:${BRAND};color:#ffffff;font-family:${FONT};font-size:16px;font-weight:600;line-height:1.25;text-decoration:none;">${escapeHtml(
		label,
	)}</a>
</td></tr>
</table>
<p style="margin:0 0 16px 0;font-size:14px;line-height:1.5;color:${MUTED};">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur&nbsp;:<br><a href="${href}" style="color:${BRAND};word-break:break-all;">${escapeHtml(
		url,
	)}</a></p>`
}

/** Renders the shared layout: an HTML document and its plain-text equivalent. */
function linkHtml(label: string, url: string) {
	return `<p style="margin:0 0 16px 0;font-size:16px;line-height:1.5;"><a href="${escapeHtml(checkedUrl(url))}" style="color:${BRAND};">${escapeHtml(label)}</a></p>`
}

export function renderEmail({
	preheader,
	title,
	paragraphs,
	button,
	links = [],
	closing = [],
}: EmailLayout): {
	html: string
	text: string
} {
	const url = button ? checkedUrl(button.url) : null
	const body = [
		`<h1 style="margin:0 0 24px 0;font-size:24px;line-height:1.3;color:${INK};">${escapeHtml(title)}</h1>`,
		...paragraphs.map(paragraphHtml),
		button && url ? buttonHtml(button.label, url) : '',
		...links.map((link) => linkHtml(link.label, link.url)),
		...closing.map(paragraphHtml),
	].join('\n')
	const html = `<!DOCTYPE html>
<html lang="fr" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAPER};font-family:${FONT};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent;">${escapeHtml(
		preheader,
	)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${PAPER};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:16px;">
<tr><td style="padding:24px 32px 0 32px;font-family:${FONT};font-size:22px;font-weight:700;color:${BRAND};">Donnons</td></tr>
<tr><td style="padding:24px 32px 8px 32px;font-family:${FONT};">
${body}
</td></tr>
</table>
<p style="margin:16px 0 0 0;font-family:${FONT};font-size:13px;line-height:1.5;color:${MUTED};">${escapeHtml(
		EMAIL_FOOTER,
	)}</p>
</td></tr>
</table>
</body>
</html>
`
	const text = [
		title,
		...paragraphs,
		...(button && url ? [`${button.label} : ${url}`] : []),
		...links.map((link) => `${link.label} : ${link.url}`),
		...closing,
		`--\n${EMAIL_FOOTER}`,
	].join('\n\n')
	return { html, text: `${text}\n` }
}

function greeting(firstName: string) {
	const name = firstName.trim()
	return name ? `Bonjour ${name},` : 'Bonjour,'
}

/** Sent once the account is created. */
export function welcomeEmail({
	firstName,
	dashboardUrl,
}: {
	firstName: string
	dashboardUrl: string
}): EmailContent {
	const subject = 'Bienvenue sur Donnons'
	return {
		subject,
		...renderEmail({
			preheader: 'Votre compte est prêt : créez votre première cagnotte solidaire.',
			title: subject,
			paragraphs: [
				greeting(firstName),
				'Votre compte Donnons est créé. Vous pouvez dès maintenant ouvrir une cagnotte solidaire au profit de l’une de nos associations partenaires, et retrouver vos dons et vos reçus fiscaux dans votre espace.',
			],
			button: { label: 'Accéder à mon espace', url: dashboardUrl },
			closing: ['À très bientôt,', SIGNATURE],
		}),
	}
}

/** Sent on a password reset request; the link is single-use and expires after one hour. */
export function resetPasswordEmail({
	firstName,
	resetUrl,
}: {
	firstName: string
	resetUrl: string
}): EmailContent {
	return {
		subject: 'Réinitialisation de votre mot de passe Donnons',
		...renderEmail({
			preheader: 'Choisissez un nouveau mot de passe pour votre compte Donnons.',
			title: 'Réinitialisation de votre mot de passe',
			paragraphs: [
				greeting(firstName),
				'Vous avez demandé à réinitialiser le mot de passe de votre compte Donnons. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.',
			],
			button: { label: 'Choisir un nouveau mot de passe', url: resetUrl },
			closing: [
				'Ce lien est valable une heure et ne peut être utilisé qu’une seule fois.',
				'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
				SIGNATURE,
			],
		}),
	}
}

/** Sent to the NEW address of an e-mail change: the change is made only when its link is followed. */
export function emailChangeConfirmEmail({
	firstName,
	confirmUrl,
}: {
	firstName: string
	confirmUrl: string
}): EmailContent {
	return {
		subject: 'Confirmez votre nouvelle adresse email Donnons',
		...renderEmail({
			preheader: 'Un clic pour confirmer votre nouvelle adresse email.',
			title: 'Confirmez votre nouvelle adresse email',
			paragraphs: [
				greeting(firstName),
				'Vous avez demandé à utiliser cette adresse pour votre compte Donnons. Cliquez sur le bouton ci-dessous pour la confirmer : elle servira ensuite à vous connecter et à recevoir nos emails.',
			],
			button: { label: 'Confirmer ma nouvelle adresse', url: confirmUrl },
			closing: [
				'Ce lien est valable 24 heures et ne peut être utilisé qu’une seule fois. Tant qu’il n’est pas suivi, votre adresse actuelle reste inchangée.',
				'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
				SIGNATURE,
			],
		}),
	}
}

/** Sent to the CURRENT address when a change to another one is asked. */
export function emailChangeNoticeEmail({
	firstName,
	newEmail,
	profileUrl,
}: {
	firstName: string
	newEmail: string
	profileUrl: string
}): EmailContent {
	return {
		subject: 'Changement de l’adresse email de votre compte Donnons',
		...renderEmail({
			preheader: 'Une demande de changement d’adresse email a été faite sur votre compte.',
			title: 'Changement de votre adresse email',
			paragraphs: [
				greeting(firstName),
				`Une demande a été faite pour remplacer l’adresse email de votre compte Donnons par ${newEmail}. Le changement sera effectif quand le lien envoyé à cette nouvelle adresse aura été suivi.`,
				'Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe depuis votre profil et contactez-nous.',
			],
			button: { label: 'Accéder à mon profil', url: profileUrl },
			closing: [SIGNATURE],
		}),
	}
}

/** Sent by an operator to a charity's new member: the link sets a password (or links an account) and joins. */
export function charityInvitationEmail({
	charityName,
	acceptUrl,
}: {
	charityName: string
	acceptUrl: string
}): EmailContent {
	const subject = `Invitation à rejoindre l’espace de ${charityName} sur Donnons`
	return {
		subject,
		...renderEmail({
			preheader: `Rejoignez l’espace association de ${charityName} sur Donnons.`,
			title: subject,
			paragraphs: [
				'Bonjour,',
				`L’équipe Donnons vous invite à rejoindre l’espace association de ${charityName}. Vous y suivrez les cagnottes solidaires ouvertes au profit de votre association.`,
				'Cliquez sur le bouton ci-dessous pour choisir votre mot de passe, ou pour vous connecter si vous avez déjà un compte Donnons avec cette adresse.',
			],
			button: { label: 'Rejoindre l’espace association', url: acceptUrl },
			closing: [
				'Ce lien est valable 7 jours et ne peut être utilisé qu’une seule fois.',
				'Si vous ne vous attendiez pas à cette invitation, ignorez cet e-mail.',
				SIGNATURE,
			],
		}),
	}
}

/** Sent once to an organiser when the charity of their pots has finished its registration (ADR 030). */
export function giftsOpenEmail({
	charityName,
	pots,
}: {
	charityName: string
	pots: Array<{ name: string; url: string }>
}): EmailContent {
	const [first] = pots
	const subject =
		pots.length > 1 ? 'Vos cagnottes peuvent recevoir des dons' : 'Votre cagnotte peut recevoir des dons'
	return {
		subject,
		...renderEmail({
			preheader: `${charityName} a terminé son inscription : les dons sont ouverts.`,
			title: subject,
			paragraphs: [
				'Bonjour,',
				`${charityName} a terminé son inscription auprès de notre partenaire de paiement. ${
					pots.length > 1 ? 'Vos cagnottes à son profit reçoivent' : 'Votre cagnotte à son profit reçoit'
				} désormais des dons :`,
				...pots.map((pot) => `« ${pot.name} »`),
				'C’est le moment de la partager autour de vous.',
			],
			button: first ? { label: 'Voir ma cagnotte', url: first.url } : undefined,
			links: pots.length > 1 ? pots.map((pot) => ({ label: pot.name, url: pot.url })) : [],
			closing: [SIGNATURE],
		}),
	}
}
