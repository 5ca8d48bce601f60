import { type LoaderFunctionArgs } from '@remix-run/node'
import { profileFor, requireDemoProvider } from '#app/auth/demo-facebook.server.ts'

export function loader({ request }: LoaderFunctionArgs) {
	requireDemoProvider()
	return profileFor(request)
}
