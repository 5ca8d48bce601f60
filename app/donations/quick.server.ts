import crypto from 'node:crypto'
import { epochSeconds } from '../payments/parties.server.ts'
import { type PaymentProvider } from '../payments/provider.ts'
import { type PaymentFlow, flowKey } from './flow.server.ts'

/**
 * The quick donor's provider user (spec 3 §4 "register a quick card (creating provider user…)"): one per
 * flow and identity, so a double submit gets the same user and a corrected identity a new one.
 */
export async function createQuickPayer(
	provider: PaymentProvider,
	flow: PaymentFlow,
	identity: NonNullable<PaymentFlow['snapshot']['context']['quickIdentity']>,
) {
	const digest = crypto.createHash('sha256').update(JSON.stringify(identity)).digest('hex').slice(0, 8)
	const { userId } = await provider.createNaturalUser(
		{
			category: 'PAYER',
			firstName: identity.firstName,
			lastName: identity.lastName,
			email: identity.email,
			birthday: epochSeconds(identity.birthDate),
			tag: `quick-${flowKey(flow)}`,
		},
		{ idempotencyKey: `q-${flowKey(flow)}-${digest}` },
	)
	return userId
}
