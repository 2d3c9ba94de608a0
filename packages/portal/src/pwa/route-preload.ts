// A signed-in cold start without import chains. In SPA mode every URL gets the same index.html,
// which preloads only the root route's files; React Router then imports the matched routes'
// modules itself, and the browser discovers their imports one level at a time — five levels on
// the operador portal, each a network round trip (0.6 s on a slow phone connection). The build's
// end writes into index.html a small classic script with every page route's URL pattern and the
// files React Router will load for it (from its own manifest); run while the document is parsed,
// it adds a `<link rel="modulepreload">` for each file of the routes matching the address, so
// they all download at once, alongside the root's.
//
// A route may also declare the API read its first paint needs (decision 058): with a stored,
// unexpired session (the same check as packages/auth's stored-tokens.ts), the script starts that
// read from the document, beside the files, and leaves it where the data client's first request
// for the same URL and token takes it (packages/data-client/src/early-response.ts).
import { EARLY_RESPONSES } from '@cordillera/data-client/early-response'
import {
  fullPath,
  pageRoutes,
  type RouteManifest,
  routeChain,
  routeFiles,
} from './route-manifest.ts'

/** Files by index, and groups of URL patterns sharing one list of file indexes. */
export type RoutePreloadTable = { files: string[]; groups: [patterns: string[], files: number[]][] }

/** What a portal declares for the early reads: route id → the API path its first paint reads. */
export type EarlyRequests = {
  /** The API's origin (the data client's `baseUrl`). */
  apiUrl: string
  /** The user pool client whose stored session (Amplify's keys) signs the read. */
  userPoolClientId: string
  /** Route id (the build's route manifest) → a GET path without parameters: `/v1/operador/reports/hoy`. */
  routes: Readonly<Record<string, string>>
}

/** The early reads as the page's script takes them: client id, key, [patterns, URLs] groups. */
export type EarlyRequestTable = [clientId: string, key: string, [string[], string[]][]]

export function earlyRequestTable(
  manifest: RouteManifest,
  early: EarlyRequests,
): EarlyRequestTable {
  const origin = early.apiUrl.replace(/\/+$/, '')
  const groups: [string[], string[]][] = []
  for (const [id, path] of Object.entries(early.routes)) {
    if (!manifest.routes[id])
      throw new Error(`La ruta ${id} de las lecturas anticipadas no existe.`)
    if (!/^\/[^{}?#]*$/.test(path))
      throw new Error(`La lectura anticipada de ${id} debe ser una ruta sin parámetros: ${path}`)
    groups.push([[fullPath(manifest, id)], [`${origin}${path}`]])
  }
  return [early.userPoolClientId, EARLY_RESPONSES, groups]
}

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

/**
 * What a first visit fetches after a route's own files, for what its first paint does not run:
 * route id → files (`/assets/…`), such as the code that checks its early read's answer
 * (decision 058, "Repeat visit"). Loaded, not run: a `modulepreload` after the route's own, at the
 * same priority: the screen waits for them before it shows its data, and at low priority Chromium
 * held them back behind every other request of the page (docs/benchmarks/operador-first-load.md,
 * "Ninth pass").
 */
export type LaterFiles = Readonly<Record<string, readonly string[]>>

/** The later files' groups, indexes into `table.files` (extended with the files it lacks). */
export function laterFilesTable(
  manifest: RouteManifest,
  table: RoutePreloadTable,
  preloaded: ReadonlySet<string>,
  later: LaterFiles,
): [string[], number[]][] {
  const groups: [string[], number[]][] = []
  for (const [id, files] of Object.entries(later)) {
    if (!manifest.routes[id])
      throw new Error(`La ruta ${id} de los archivos posteriores no existe.`)
    const own = new Set(routeChain(manifest, id).flatMap(routeFiles))
    const needed = files
      .filter((file) => !preloaded.has(file) && !own.has(file))
      .map((file) => {
        const index = table.files.indexOf(file)
        return index >= 0 ? index : table.files.push(file) - 1
      })
    if (needed.length > 0) groups.push([[fullPath(manifest, id)], needed])
  }
  return groups
}

// Plain ES5 for the page (it runs before any module). A pattern's segments: text, `:param`,
// `:param?` (optional) and `*` (the rest). The routes whose pattern matches are preloaded; the
// catch-all routes only when nothing else matches, as React Router ranks them. `l`, when given,
// is the later files' table: preloaded after the route's own, unless a service
// worker serves the page (its cache has them at once). `q`, when given, is the early reads'
// table: the signed-in user is read from Amplify's keys as stored-tokens.ts reads it (both tokens
// there and unexpired, by the recorded clock drift, 5 s early).
const SCRIPT = `(function(f,g,q,l){
var p=location.pathname.split("/").filter(Boolean),seen={};
function m(s){for(var i=0;i<s.length;i++){var x=s[i];if(x==="*")return 2;
if(i>=p.length){if(x.slice(-1)!=="?")return 0;continue}
if(x.charAt(0)!==":"&&x.replace(/\\?$/,"")!==p[i])return 0}
return p.length<=s.length?1:0}
function pick(t){var hit=[],rest=[];for(var i=0;i<t.length;i++)for(var j=0;j<t[i][0].length;j++){
var r=m(t[i][0][j].split("/").filter(Boolean));if(r===1)hit.push(t[i][1]);else if(r===2)rest.push(t[i][1])}
return hit.length?hit:rest}
function add(t){pick(t).forEach(function(x){x.forEach(function(k){if(seen[k])return;seen[k]=1;
var e=document.createElement("link");e.rel="modulepreload";e.href=f[k];document.head.appendChild(e)})})}
add(g);var sw=typeof navigator!=="undefined"&&navigator.serviceWorker;if(l&&!(sw&&sw.controller))add(l);
if(!q)return;try{var urls=[];pick(q[2]).forEach(function(l){urls=urls.concat(l)});if(!urls.length)return;
var s=localStorage,k="CognitoIdentityServiceProvider."+q[0]+".",u=s.getItem(k+"LastAuthUser");if(!u)return;k+=u+".";
var id=s.getItem(k+"idToken"),now=Date.now(),d=parseInt(s.getItem(k+"clockDrift")||"0",10)||0;
function ok(t){var x=(t||"").split(".")[1];if(!x)return false;x=x.replace(/-/g,"+").replace(/_/g,"/");
while(x.length%4)x+="=";var e=JSON.parse(atob(x)).exp;return typeof e==="number"&&now+d+5000<=e*1000}
if(!ok(id)||!ok(s.getItem(k+"accessToken")))return;var w=window[q[1]]={};
urls.forEach(function(url){if(w[url])return;var r=fetch(url,{headers:{Accept:"application/json",Authorization:"Bearer "+id}});
r["catch"](function(){});w[url]={token:id,at:now,response:r}})}catch(x){}
})`

/** The inline script for a table (JSON is valid JavaScript; `<` is escaped for the HTML). */
export function routePreloadScript(
  table: RoutePreloadTable,
  early?: EarlyRequestTable,
  later?: [string[], number[]][],
): string {
  const extra = later?.length ? [early ?? null, later] : early ? [early] : []
  const args = JSON.stringify([table.files, table.groups, ...extra]).slice(1, -1)
  return `${SCRIPT.replaceAll('\n', '')}(${args.replaceAll('<', '\\u003c')})`
}

/**
 * index.html with the route preloads (unchanged when there are none), placed before the first
 * stylesheet: a classic script after one waits for it to download before running.
 */
export function withRoutePreloads(
  html: string,
  manifest: RouteManifest,
  early?: EarlyRequests,
  later: LaterFiles = {},
): string {
  const preloaded = preloadedByPage(html)
  const table = routePreloadTable(manifest, preloaded)
  const reads =
    early && Object.keys(early.routes).length > 0 ? earlyRequestTable(manifest, early) : undefined
  const laterGroups = laterFilesTable(manifest, table, preloaded, later)
  if (table.groups.length === 0 && !reads && laterGroups.length === 0) return html
  const at = html.search(/<link\b[^>]*\brel="stylesheet"|<\/head>/)
  if (at < 0) throw new Error('index.html no tiene </head>')
  return `${html.slice(0, at)}<script>${routePreloadScript(table, reads, laterGroups)}</script>${html.slice(at)}`
}
