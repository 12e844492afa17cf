/** The router state that carries 'you are signed out' to the page a sign-out lands on. */
export type SignedOutState = { signedOut: true }

/** True when the location's state says the visitor has just signed out. */
export function isSignedOutState(state: unknown): state is SignedOutState {
  return typeof state === 'object' && state !== null && (state as { signedOut?: unknown }).signedOut === true
}

/**
 * Set by a sign-out before the session is read again, cleared by the login page that tells of it. The signed-in
 * area's guard reads it to send the visitor to that page rather than to 'log in to come back here': the session
 * turns anonymous on a render of its own, with no telling whether the sign-out's navigation has happened yet (the
 * logout mutation is finished by then), so a flag that outlives both is what keeps the two agreeing.
 */
let signOutPending = false

export function markSignedOut(): void {
  signOutPending = true
}

export function isSignOutPending(): boolean {
  return signOutPending
}

export function clearSignedOut(): void {
  signOutPending = false
}
