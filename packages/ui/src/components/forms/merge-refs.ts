// One ref callback for several refs: an input needs its own ref (to keep the caret in place) and
// the one react-hook-form passes (to focus the first field with an error).
import { type Ref, type RefCallback, useMemo } from 'react'

export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node)
      else if (ref) ref.current = node
    }
  }
}

/** mergeRefs, kept stable across renders so React does not detach and reattach every time. */
export function useMergedRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs themselves are the dependencies.
  return useMemo(() => mergeRefs(...refs), refs)
}
