import { useLocation, useNavigate, useSubmit } from '@remix-run/react'
import {
	type ComponentType,
	type FormEvent,
	lazy,
	type MouseEvent,
	type RefObject,
	Suspense,
	useEffect,
	useRef,
	useState,
} from 'react'

/**
 * Parts of the site shell that are the same HTML on every page (the footer, the cookie banner) without their
 * code in the browser (bench:js, docs/decisions/046-shell-as-server-html.md). The server renders the component; in the
 * browser React keeps that HTML as it is (`dangerouslySetInnerHTML` is not applied while hydrating, and stays
 * the same afterwards) and does what Remix's `<Link>` and `<Form>` would do for the links and forms in it:
 * a link to this site navigates without reloading, a form is sent with `useSubmit`, its `redirectTo` field
 * set to the page shown now. Without JavaScript, they are plain links and forms, as before.
 *
 * If the browser has no HTML for the part (it was not on the page first loaded: the cookie banner after the
 * consent cookie expired), the component itself is imported and rendered.
 */
type Island<P> = ComponentType<P & { id: string }>

/** The HTML each part had in the page first loaded, by id: the part may unmount and come back. */
const firstHtml = new Map<string, string>()

function keptHtml(id: string) {
	if (!firstHtml.has(id)) firstHtml.set(id, document.getElementById(id)?.innerHTML ?? '')
	return firstHtml.get(id)!
}

/** The target of a click that `<Link>` would handle: a plain left click on a link to this site. */
function ownLink(event: MouseEvent) {
	if (event.defaultPrevented || event.button !== 0) return null
	if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null
	const anchor = (event.target as Element).closest('a')
	if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
	return anchor.origin === window.location.origin ? anchor : null
}

function InBrowser<P extends object>({
	id,
	load,
	onMount,
	props,
}: {
	id: string
	load: () => Promise<ComponentType<P>>
	onMount?: (element: HTMLElement) => () => void
	props: P
}) {
	const [html] = useState(() => keptHtml(id))
	const [Lazy] = useState(
		() => lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<P>,
	)
	const element = useRef<HTMLDivElement>(null)
	const navigate = useNavigate()
	const submit = useSubmit()
	const location = useLocation()
	useMount(element, html ? onMount : undefined)
	if (!html)
		return (
			<div id={id} className="contents">
				<Suspense fallback={null}>
					<Lazy {...props} />
				</Suspense>
			</div>
		)
	const here = location.pathname + location.search + location.hash
	function onClick(event: MouseEvent) {
		const anchor = ownLink(event)
		if (!anchor) return
		event.preventDefault()
		const to = anchor.pathname + anchor.search + anchor.hash
		navigate(to, { replace: to === here })
	}
	function onSubmit(event: FormEvent) {
		const form = event.target as HTMLFormElement
		if (event.defaultPrevented) return
		event.preventDefault()
		const redirectTo = form.elements.namedItem('redirectTo')
		if (redirectTo instanceof HTMLInputElement) redirectTo.value = location.pathname + location.search
		const submitter = (event.nativeEvent as SubmitEvent).submitter
		submit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : form)
	}
	return (
		<div
			id={id}
			ref={element}
			className="contents"
			suppressHydrationWarning
			dangerouslySetInnerHTML={{ __html: html }}
			onClick={onClick}
			onSubmit={onSubmit}
		/>
	)
}

function useMount(element: RefObject<HTMLElement>, onMount?: (element: HTMLElement) => () => void) {
	useEffect(() => {
		const first = element.current?.firstElementChild
		return first instanceof HTMLElement && onMount ? onMount(first) : undefined
	}, [element, onMount])
}

/**
 * A part rendered by the server only. `onServer` is the component in the server's build and null in the
 * browser's (`import.meta.env.SSR ? (await import(…)).Part : null`); `load` imports it where the browser has
 * no HTML for it; `onMount` runs on the part's element in the browser, as the component's effect would.
 */
export function serverHtml<P extends object>(
	onServer: ComponentType<P> | null,
	load: () => Promise<ComponentType<P>>,
	onMount?: (element: HTMLElement) => () => void,
): Island<P> {
	if (onServer) {
		const Server = onServer
		return function OnServer({ id, ...props }: P & { id: string }) {
			return (
				<div id={id} className="contents">
					<Server {...(props as P)} />
				</div>
			)
		}
	}
	return function OnClient({ id, ...props }: P & { id: string }) {
		return <InBrowser id={id} load={load} onMount={onMount} props={props as P} />
	}
}
