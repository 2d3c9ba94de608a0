// What a ticket's form shows while its code arrives (the forms load on demand): the blocks of its
// fields, announced as loading.
import { ScreenLoading } from '../url-states.tsx'

export function FormLoading() {
  return <ScreenLoading className="grid max-w-2xl gap-4" blocks={['h-11 w-full', 'h-24 w-full']} />
}
