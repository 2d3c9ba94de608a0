// A signed-in cold start without import chains. In SPA mode every URL gets the same index.html,
// which preloads only the root route's files; React Router then imports the matched routes'
// modules itself, and the browser discovers their imports one level at a time — five levels on
// the operador portal, each a network round trip (0.6 s on a slow phone connection). The build's
// end writes into index.html a small classic script with every page route's URL pattern and the
// files React Router will load for it (from its own manifest); run while the document is parsed,
// it adds a `<link rel="modulepreload">` for each file of the routes matching the address, so
// they all download at once, alongside the root's.
import {
  fullPath,
  pageRoutes,
  type RouteManifest,
  routeChain,
  routeFiles,
} from './route-manifest.ts'

/** Files by index, and groups of URL patterns sharing one list of file indexes. */
export type RoutePreloadTable = { files: string[]; groups: [patterns: string[], files: number[]][] }

/** The `href` of every `<link rel="modulepreload">` already in a page. */
export function preloadedByPage(html: string): Set<string> {
  const hrefs = new Set<string>()
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="modulepreload"/.test(tag)) continue
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (href) hrefs.add(href)
  }
  return hrefs
}

/** Each page route's pattern and the files it needs beyond those the page preloads already. */
export function routePreloadTable(
  manifest: RouteManifest,
  preloaded: ReadonlySet<string>,
): RoutePreloadTable {
  const files: string[] = []
  const indexOf = new Map<string, number>()
  const groups = new Map<string, [string[], number[]]>()
  for (const id of pageRoutes(manifest)) {
    const needed = [...new Set(routeChain(manifest, id).flatMap(routeFiles))]
      .filter((file) => !preloaded.has(file))
      .map((file) => {
        let index = indexOf.get(file)
        if (index === undefined) {
          index = files.push(file) - 1
          indexOf.set(file, index)
        }
        return index
      })
    if (needed.length === 0) continue
    const key = needed.join(',')
    const group = groups.get(key) ?? [[], needed]
    group[0].push(fullPath(manifest, id))
    groups.set(key, group)
  }
  return { files, groups: [...groups.values()] }
}

// Plain ES5 for the page (it runs before any module). A pattern's segments: text, `:param`,
// `:param?` (optional) and `*` (the rest). The routes whose pattern matches are preloaded; the
// catch-all routes only when nothing else matches, as React Router ranks them.
const SCRIPT = `(function(f,g){
var p=location.pathname.split("/").filter(Boolean),hit=[],rest=[],seen={};
function m(s){for(var i=0;i<s.length;i++){var x=s[i];if(x==="*")return 2;
if(i>=p.length){if(x.slice(-1)!=="?")return 0;continue}
if(x.charAt(0)!==":"&&x.replace(/\\?$/,"")!==p[i])return 0}
return p.length<=s.length?1:0}
for(var i=0;i<g.length;i++)for(var j=0;j<g[i][0].length;j++){
var r=m(g[i][0][j].split("/").filter(Boolean));if(r===1)hit.push(g[i][1]);else if(r===2)rest.push(g[i][1])}
(hit.length?hit:rest).forEach(function(l){l.forEach(function(k){if(seen[k])return;seen[k]=1;
var e=document.createElement("link");e.rel="modulepreload";e.href=f[k];document.head.appendChild(e)})})
})`

/** The inline script for a table (JSON is valid JavaScript; `<` is escaped for the HTML). */
export function routePreloadScript(table: RoutePreloadTable): string {
  const args = JSON.stringify([table.files, table.groups]).slice(1, -1)
  return `${SCRIPT.replaceAll('\n', '')}(${args.replaceAll('<', '\\u003c')})`
}

/**
 * index.html with the route preloads (unchanged when there are none), placed before the first
 * stylesheet: a classic script after one waits for it to download before running.
 */
export function withRoutePreloads(html: string, manifest: RouteManifest): string {
  const table = routePreloadTable(manifest, preloadedByPage(html))
  if (table.groups.length === 0) return html
  const at = html.search(/<link\b[^>]*\brel="stylesheet"|<\/head>/)
  if (at < 0) throw new Error('index.html no tiene </head>')
  return `${html.slice(0, at)}<script>${routePreloadScript(table)}</script>${html.slice(at)}`
}
