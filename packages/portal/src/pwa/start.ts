// Starts the PWA in the browser: registers /sw.js in production builds (the dev server has no
// worker, and a cached dev bundle would only get in the way) with the kit's update notices.
import { updateNotices } from '@cordillera/ui/components/update-notices'
import { registerServiceWorker } from './register.ts'

export function startPwa(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined') return
  void registerServiceWorker({
    container: navigator.serviceWorker,
    notices: updateNotices,
    reload: () => window.location.reload(),
  })
}
