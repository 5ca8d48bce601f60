// The social sign-up completion inside the creation flow (docs/requirements.md#spec-2-2): the same page as /login/facebook,
// which then comes back to the flow's sign-in step (its `redirectTo`).
export { action, default, loader, meta } from './login_.facebook.tsx'
