/**
 * The components of the pot page's server parts (pot-server-parts.tsx), as the browser imports them when it
 * has no HTML to keep. One module for all: the shared chunks they live in (goal progress, news, words of
 * support, also on other pages) stay as they are, with no export kept for a dynamic import (bench:js).
 */
export { GoalProgress } from './goal-progress.tsx'
export { PotNewsSection } from './news-list.tsx'
export { PotCause } from './pot-cause.tsx'
export { PotMatching } from './pot-matching.tsx'
export { PotMoneySection } from './pot-money.tsx'
export { PotSupportMessages } from './support-messages.tsx'
