// A portal's web app manifest (/manifest.webmanifest): what the phone or desktop shows when the
// portal is installed: its name, icon, colours and that it opens at the root, standalone.

export type ManifestOptions = {
  /** Full name, e.g. 'Cordillera · Backoffice'. */
  name: string
  /** Under the icon on a home screen (≤ 12 characters reads best), e.g. 'Backoffice'. */
  shortName: string
  description?: string
  /** The title bar and splash colour of the installed app. */
  themeColor: string
  backgroundColor?: string
}

/** Each portal's colour: its installed app's title bar and the background of its icons. */
export const portalColours = {
  backoffice: '#1e3a5f',
  arrendador: '#7c2d12',
  operador: '#c2410c',
} as const

/** Icons every portal keeps in apps/<portal>/public/ (drawn by draw-icons.ts). */
export const manifestIcons = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
] as const

export function webManifest({
  name,
  shortName,
  description,
  themeColor,
  backgroundColor = '#ffffff',
}: ManifestOptions) {
  return {
    name,
    short_name: shortName,
    ...(description ? { description } : {}),
    lang: 'es-CL',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: manifestIcons,
  }
}
