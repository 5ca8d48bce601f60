import { type ActionFunctionArgs } from '@remix-run/node'
import { exchangeCode, requireDemoProvider } from '#app/auth/demo-facebook.server.ts'

export function action({ request }: ActionFunctionArgs) {
	requireDemoProvider()
	return exchangeCode(request)
}
