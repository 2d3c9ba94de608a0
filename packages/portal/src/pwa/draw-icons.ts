// Draws each portal's icons into apps/<portal>/public (icon.svg and the PNGs the web manifest
// lists): two white peaks, the cordillera, on the portal's colour, so the three installed apps are
// told apart on a phone. No image library: the PNGs are rasterised here with supersampling and
// written with node:zlib. Run it after changing a colour or the drawing:
//   node packages/portal/src/pwa/draw-icons.ts
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import { portalColours } from './manifest.ts'

type Point = readonly [number, number]

// The drawing on a 512 × 512 canvas: a back peak (translucent) and a front peak.
const backPeak: readonly Point[] = [
  [232, 384],
  [352, 176],
  [472, 384],
]
const frontPeak: readonly Point[] = [
  [48, 384],
  [200, 128],
  [352, 384],
]

function svgIcon(colour: string): string {
  const points = (shape: readonly Point[]) => shape.map(([x, y]) => `${x},${y}`).join(' ')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" role="img" aria-label="Cordillera">
  <title>Cordillera</title>
  <rect width="512" height="512" rx="96" fill="${colour}"/>
  <polygon points="${points(backPeak)}" fill="#fff" fill-opacity="0.6"/>
  <polygon points="${points(frontPeak)}" fill="#fff"/>
</svg>
`
}

const inside = ([x, y]: Point, shape: readonly Point[]) => {
  let hit = false
  for (let i = 0, j = shape.length - 1; i < shape.length; j = i++) {
    const [xi, yi] = shape[i] as Point
    const [xj, yj] = shape[j] as Point
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit
  }
  return hit
}

const inRoundedSquare = ([x, y]: Point, radius: number) => {
  const cx = Math.min(Math.max(x, radius), 512 - radius)
  const cy = Math.min(Math.max(y, radius), 512 - radius)
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2
}

/**
 * RGBA pixels of the icon at `size`. Maskable icons fill the square and keep the peaks inside the
 * central safe zone (launchers crop them to a circle or a squircle).
 */
function rasterise(size: number, colour: string, maskable: boolean): Buffer {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ]
  const samples = 4
  const scale = maskable ? 0.7 : 1
  const pixels = Buffer.alloc(size * size * 4)
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let alpha = 0
      let white = 0
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * 512
          const y = ((py + (sy + 0.5) / samples) / size) * 512
          if (!maskable && !inRoundedSquare([x, y], 96)) continue
          alpha += 1
          // The drawing, shrunk around the centre for the maskable safe zone.
          const point: Point = [256 + (x - 256) / scale, 256 + (y - 256) / scale]
          if (inside(point, frontPeak)) white += 1
          else if (inside(point, backPeak)) white += 0.6
        }
      }
      const total = samples * samples
      const coverage = alpha / total
      const mix = alpha ? white / alpha : 0
      const offset = (py * size + px) * 4
      pixels[offset] = Math.round(r + (255 - r) * mix)
      pixels[offset + 1] = Math.round(g + (255 - g) * mix)
      pixels[offset + 2] = Math.round(b + (255 - b) * mix)
      pixels[offset + 3] = Math.round(255 * coverage)
    }
  }
  return pixels
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

function png(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(6, 9) // colour type: RGBA
  // Each row starts with filter type 0 (none).
  const rows = Buffer.alloc(size * (size * 4 + 1))
  for (let y = 0; y < size; y++)
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function drawPortal(publicDirectory: string, colour: string): void {
  mkdirSync(join(publicDirectory, 'icons'), { recursive: true })
  writeFileSync(join(publicDirectory, 'icon.svg'), svgIcon(colour))
  const files: [string, number, boolean][] = [
    ['icons/icon-192.png', 192, false],
    ['icons/icon-512.png', 512, false],
    ['icons/icon-maskable-512.png', 512, true],
    // iOS home screens: opaque, square, iOS rounds the corners itself.
    ['icons/apple-touch-icon.png', 180, true],
  ]
  for (const [file, size, maskable] of files) {
    writeFileSync(join(publicDirectory, file), png(size, rasterise(size, colour, maskable)))
  }
}

if (import.meta.main) {
  const apps = new URL('../../../../apps/', import.meta.url)
  for (const [portal, colour] of Object.entries(portalColours)) {
    drawPortal(join(apps.pathname, portal, 'public'), colour)
    process.stdout.write(`Iconos de ${portal} dibujados.\n`)
  }
}
