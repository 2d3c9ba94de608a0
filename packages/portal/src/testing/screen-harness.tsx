// How a screen's component test renders it (jsdom, Vitest): React's act environment and the
// ResizeObserver the kit's tables and charts measure with, `settle` to let queries answer and React
// render what they brought, and `mountScreen` to mount a screen at a URL under its route's path
// in a fresh query cache. One harness for every screen test, not one per feature folder.
import { onDemandSettled } from '@cordillera/ui/components/on-demand'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, type ComponentType } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRoutesStub } from 'react-router'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Lets queries answer, the kit's menus and dialogs opened arrive, and React render what they brought. */
export async function settle() {
  for (let i = 0; i < 10; i += 1) {
    await act(async () => {
      await onDemandSettled()
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
}

/** A screen mounted at `url` (its route at `path`) in a fresh query cache; unmount when done. */
export async function mountScreen(path: string, Component: ComponentType, url: string) {
  const container = document.createElement('div')
  document.body.append(container)
  const root: Root = createRoot(container)
  const Stub = createRoutesStub([{ path, Component }])
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={[url]} />
      </QueryClientProvider>,
    )
  })
  await settle()
  return {
    container,
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}

export { type FakeAnswer, fakeApi, reads, writes } from './fake-api.ts'
