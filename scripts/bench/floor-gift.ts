/**
 * bench:floor's gift (scripts/bench/floor.ts): one donor at a time walks donate-journeys.ts's journey on a
 * server of its own; its requests are counted by kind (floor-math.ts's kindOf), the server's CPU a gift read
 * as bench:donate-steps reads it (cpuByRequestType), the donor's own CPU read again without those per-request
 * /proc readings (as bench:donate's donors run); then the gift at the measured floors, and the gifts a second
 * and the « two workers ÷ one » two cores allow at each floor with the donors on the same cores.
 */
import { cpuByRequestType, type Journey } from './donate-journeys.ts'
import { giftFloorMs, giftsPerSecond, kindOf, twoOverOneCeiling, type Kinds } from './floor-math.ts'
import { type Refusals, round } from './lib.ts'

type PerAnswer = { page: number; data: number }

export async function giftAtTheFloor(
	server: { base: string; child: { pid?: number } },
	potId: number,
	journey: Journey,
	gifts: number,
	refusals: Refusals,
	floors: { minimalApp: PerAnswer; stack: PerAnswer; withoutExpress: PerAnswer; react: number },
) {
	const kinds: Kinds = { page: 0, data: 0, other: 0 }
	const oneJourney: string[] = []
	let counting = false
	let journeyNumber = 0
	const counted: Journey = (base, id, observe) => {
		if (counting) journeyNumber++
		const first = journeyNumber === 1
		return journey(base, id, (method, url) => {
			const answered = observe?.(method, url)
			return (status, headers) => {
				answered?.(status, headers)
				refusals.note(status, headers, `${method} ${url}`)
				if (!counting) return
				const kind = kindOf(url, status, String(headers['content-type'] ?? ''))
				kinds[kind]++
				if (first) oneJourney.push(`${method} ${new URL(url).pathname} ${status} ${kind}`)
			}
		})
	}
	// Warm-up, not counted: the JIT, the statements prepared once per connection, the first gifts' pages.
	await cpuByRequestType(server, potId, Math.max(5, Math.round(gifts / 2)), counted)
	counting = true
	const reading = await cpuByRequestType(server, potId, gifts, counted)
	const perGift: Kinds = { page: kinds.page / gifts, data: kinds.data / gifts, other: kinds.other / gifts }
	const donorBefore = process.cpuUsage()
	for (let i = 0; i < gifts; i++) await journey(server.base, potId)
	const donorUsed = process.cpuUsage(donorBefore)
	const donor = round((donorUsed.user + donorUsed.system) / 1000 / gifts, 1)

	const serverMs = {
		// The minimal app's page and `.data` as served, no render of ours.
		minimalApp: giftFloorMs(perGift, floors.minimalApp),
		// The stack's floor a request, plus React's render of each rendered page at the pot page's cost.
		stackAndReact: giftFloorMs(perGift, floors.stack, floors.react),
		withoutExpressAndReact: giftFloorMs(perGift, floors.withoutExpress, floors.react),
		measured: reading.wholeRunCpuMsPerGift,
	}
	const each = (f: (ms: number) => number, digits: number) =>
		Object.fromEntries(Object.entries(serverMs).map(([name, ms]) => [name, round(f(ms), digits)]))
	console.log(`${JSON.stringify(perGift)} requests a gift, ${reading.wholeRunCpuMsPerGift} ms`)
	return {
		requestsPerGift: perGift,
		oneJourney,
		serverCpuMsPerGift: reading.serverCpuMsPerGift,
		wholeRunCpuMsPerGift: reading.wholeRunCpuMsPerGift,
		donorCpuMsPerGift: donor,
		donorCpuMsPerGiftWithProcReadings: reading.donorCpuMsPerGift,
		serverCpuMsPerGiftAt: each((ms) => ms, 2),
		giftsPerSecondTwoCoresWithDonors: each((ms) => giftsPerSecond(ms, donor), 1),
		giftsPerSecondTwoCoresDonorsElsewhere: each((ms) => giftsPerSecond(ms, 0), 1),
		twoOverOneCeilingWithDonors: each((ms) => twoOverOneCeiling(ms, donor), 2),
		byRequestType: reading.byRequestType,
	}
}
