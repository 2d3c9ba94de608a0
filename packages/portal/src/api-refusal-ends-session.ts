// The API answering 401 to a signed-in page's call means its session is no longer usable: the user
// was disabled (the API refuses an inactive user at once, decision 068) or its token was revoked.
// The browser then forgets the session as it does any ended one (the user pool's library's
// handleInvalidSession: tokens, session store and the user's data, decision 038), and the
// signed-in layout leaves for /login; the refused call's error still reaches its screen.
// One ending at a time: the calls refused together end it once.
export function apiRefusalEndsSession(
  fetcher: typeof fetch,
  endSession: () => Promise<void>,
): typeof fetch {
  let ending: Promise<void> | undefined
  return async (input, init) => {
    const response = await fetcher(input, init)
    if (response.status === 401 && !ending) {
      ending = endSession()
        .catch(() => undefined)
        .finally(() => {
          ending = undefined
        })
    }
    return response
  }
}
