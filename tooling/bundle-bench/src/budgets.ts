// Each route's first-load budget, as a multiple of the bare React Router SPA's first-load JS
// (gzip), measured in the same run (docs/benchmarks/bundles.md):
// - `/login` ≤ 1.3× in every portal (decision 012): the sign-in page a user waits for first;
// - every signed-in screen of the operador and arrendador portals (the phone's) ≤ 2.0×;
// - every backoffice screen ≤ 3.0×, but the kit page (`/kit`, su only: the whole UI kit shown),
//   which has none.
// A route is identified by its id and its parents' in the build's route manifest: signed-in
// screens are the children of the guarded layout (`guarded`).

export const LOGIN_BUDGET = 1.3
export const PHONE_SIGNED_IN_BUDGET = 2.0
export const BACKOFFICE_BUDGET = 3.0

/** The budget of a route (its id chain, root first) in a portal; undefined when it has none. */
export function budgetOf(portal: string, chain: readonly string[]): number | undefined {
  const id = chain.at(-1)
  if (id === 'login') return LOGIN_BUDGET
  if (portal === 'backoffice') return id === 'kit' ? undefined : BACKOFFICE_BUDGET
  return chain.includes('guarded') ? PHONE_SIGNED_IN_BUDGET : undefined
}
