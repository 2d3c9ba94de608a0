// A drawn signature's image, as the API hands it out: a short-lived storage URL (the API's own
// `/v1/archivos/…` with the disk adapter, relative to the API; a bucket's, absolute). The portal's
// Content-Security-Policy lets images come only from itself, `data:` and `blob:`, while its calls may
// reach the API: so the image is fetched as a call and shown from a blob. Without connection (or once
// the URL expired) it says so instead of showing a broken image.
import { portalSettings } from '@cordillera/portal'
import { Skeleton } from '@cordillera/ui/components/skeleton'
import { useEffect, useState } from 'react'

/** A relative URL is the API's: prefixed with the API's base URL, as every call is. */
export function firmaUrl(url: string): string {
  if (!url.startsWith('/')) return url
  try {
    return `${portalSettings().apiUrl.replace(/\/+$/, '')}${url}`
  } catch {
    return url
  }
}

const BOX = 'h-32 w-full rounded-md border bg-white'

export function FirmaImagen({ url, alt }: { url: string; alt: string }) {
  const inline = url.startsWith('data:')
  const [state, setState] = useState<{ src?: string; failed?: boolean }>({})
  useEffect(() => {
    if (inline) return
    const controller = new AbortController()
    let objectUrl: string | undefined
    setState({})
    fetch(firmaUrl(url), { signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : Promise.reject(response.status)))
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob)
        setState({ src: objectUrl })
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ failed: true })
      })
    return () => {
      controller.abort()
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [url, inline])

  const src = inline ? url : state.src
  if (src) return <img src={src} alt={alt} className={`${BOX} object-contain`} />
  if (state.failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`${BOX} grid place-items-center p-3 text-center text-sm text-neutral-600`}
      >
        La imagen de la firma no se pudo cargar: necesita conexión.
      </div>
    )
  }
  return <Skeleton className="h-32 w-full" />
}
