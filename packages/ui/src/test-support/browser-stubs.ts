// What jsdom lacks and Radix, sonner or recharts call: ResizeObserver, matchMedia and a few
// element methods. Component tests call `stubBrowser()` first; `prefersDark` sets what the
// stubbed system colour-scheme query answers.
export function stubBrowser({ prefersDark = false }: { prefersDark?: boolean } = {}): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('dark') ? prefersDark : false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList
  Element.prototype.scrollIntoView ??= () => {}
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.setPointerCapture ??= () => {}
  Element.prototype.releasePointerCapture ??= () => {}
}
