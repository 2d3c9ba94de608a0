// `npm run routes` prints the route catalogue as a table; `npm run routes -- --json` as JSON.
import { routeCatalogue } from '../src/catalogue.ts'

if (process.argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify(routeCatalogue, null, 2)}\n`)
} else {
  const rows = routeCatalogue.map((route) => [
    route.portals.length === 3 ? 'all' : route.portals.join(','),
    route.name,
    `/${route.path}`,
    route.access === 'keyed'
      ? route.key || '(sin clave)'
      : `(${route.access === 'public' ? 'pública' : 'siempre'})`,
  ])
  const header = ['portal', 'name', 'path', 'key']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const format = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  const lines = [
    format(header),
    format(widths.map((width) => '-'.repeat(width))),
    ...rows.map(format),
  ]
  process.stdout.write(`${lines.join('\n')}\n${routeCatalogue.length} rutas\n`)
}
