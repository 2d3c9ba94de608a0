// What jsdom lacks and the Radix primitives use (sizes, pointer capture, scrolling): inert stand-ins
// so the forms' tests can render checkboxes, selects and popovers. Imported by those tests only.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}

const element = globalThis.Element?.prototype
if (element) {
  element.hasPointerCapture ??= () => false
  element.setPointerCapture ??= () => {}
  element.releasePointerCapture ??= () => {}
  element.scrollIntoView ??= () => {}
}
