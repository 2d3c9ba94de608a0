// What stands in for a part loaded on demand (a chart's drawing, the calendar) when its file
// cannot be fetched (offline before the service worker holds it, a new version's file gone):
// `fallback` in its place, and the rest of the screen stays as it is.
import { Component, type ReactNode } from 'react'

export class LoadBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
