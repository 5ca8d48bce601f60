// login2's social sign-up completion: the same page as /login/facebook (docs/requirements.md#spec-1-2).
export { action, default, loader, meta } from './login_.facebook.tsx'
