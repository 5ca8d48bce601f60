import { getSessionUser } from '../auth/session.server.ts'
import { escapeHtml } from '../mail/templates.server.ts'
import { findDonorReceipt, receiptPdfOf, statementPdfFor } from './documents.server.ts'

/**
 * `GET /recus-fiscaux/{number}.pdf` (a receipt) and `/recus-fiscaux/releve-{year}.pdf` (the yearly statement).
 * Only the donor who made the gift gets a receipt. Anyone else — another account, a visitor, a number that
 * does not exist — gets the same 404, after the same single indexed query (number and donor together), so
 * neither the answer nor its timing tells whether a receipt exists.
 */

const RECEIPT_FILE = /^(\d{4}-\d{4,}-\d{6,})\.pdf$/
const STATEMENT_FILE = /^releve-(\d{4})\.pdf$/
const FIRST_STATEMENT_YEAR = 2020

function pdfResponse(filename: string, pdf: Uint8Array) {
	return new Response(Buffer.from(pdf), {
		headers: {
			'content-type': 'application/pdf',
			'content-disposition': `inline; filename="${filename}"`,
			'content-length': String(pdf.byteLength),
			'cache-control': 'private, no-store',
			'x-content-type-options': 'nosniff',
		},
	})
}

function notFound(request: Request, signedIn: boolean) {
	const url = new URL(request.url)
	const login = `/login?${new URLSearchParams({ redirectTo: url.pathname })}`
	const hint = signedIn
		? 'Ce document n’existe pas, ou il n’a pas été établi à votre nom.'
		: `Ce document n’existe pas, ou il n’est accessible qu’au donateur. <a href="${escapeHtml(login)}">Connectez-vous</a> avec le compte qui a fait le don.`
	const html = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Document introuvable – Donnons</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><main><h1>Document introuvable</h1><p>${hint}</p><p><a href="/">Retour à l’accueil</a></p></main></body></html>`
	return new Response(html, {
		status: 404,
		headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' },
	})
}

export async function receiptFileResponse(request: Request, file: string | undefined) {
	const user = await getSessionUser(request)
	const receiptNumber = RECEIPT_FILE.exec(file ?? '')?.[1]
	if (receiptNumber) {
		const row = findDonorReceipt(receiptNumber, user?.id ?? 0)
		if (!user || !row?.content) return notFound(request, Boolean(user))
		const { filename, pdf } = await receiptPdfOf(row)
		return pdfResponse(filename, pdf)
	}
	const year = Number(STATEMENT_FILE.exec(file ?? '')?.[1])
	const thisYear = new Date().getFullYear()
	if (user && year >= FIRST_STATEMENT_YEAR && year <= thisYear) {
		const { filename, pdf } = await statementPdfFor(user.id, year)
		return pdfResponse(filename, pdf)
	}
	return notFound(request, Boolean(user))
}
