// Placeholder until the pot page and donations issue: the same page as the tips step.
export { default, loader } from './participate.$id.tips.tsx'
