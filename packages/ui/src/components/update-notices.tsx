// The application-update notices of docs/portals.md, states: while a new version downloads, a notice says so
// and asks the user to wait; once it is ready, a notice offers "Recargar". Neither times out
// (docs/portals.md, constants) and both use one toast id, so the second replaces the first instead of stacking.
// They need the <Toaster /> of the root route; the service worker logic that decides when to show
// them lives in packages/portal (pwa/).
import { kit as kitText } from '../locale/es-cl/kit.ts'
import { withToast } from './toaster.tsx'

const { updates: text } = kitText

export const UPDATE_NOTICE_ID = 'app-update'

export type UpdateNotices = {
  /** A new version was found and is downloading. */
  downloading: () => void
  /** The new version is downloaded; `onReload` switches to it (activate and reload). */
  ready: (onReload: () => void) => void
  /** The download failed or was replaced: nothing to announce any more. */
  dismiss: () => void
}

export const updateNotices: UpdateNotices = {
  downloading: () =>
    withToast((toast) =>
      toast.loading(text.downloading, {
        id: UPDATE_NOTICE_ID,
        description: text.downloadingDescription,
        duration: Number.POSITIVE_INFINITY,
        dismissible: false,
      }),
    ),
  ready: (onReload) =>
    withToast((toast) =>
      toast.info(text.ready, {
        id: UPDATE_NOTICE_ID,
        description: text.readyDescription,
        duration: Number.POSITIVE_INFINITY,
        dismissible: true,
        action: { label: text.reload, onClick: () => onReload() },
      }),
    ),
  dismiss: () => withToast((toast) => toast.dismiss(UPDATE_NOTICE_ID)),
}
