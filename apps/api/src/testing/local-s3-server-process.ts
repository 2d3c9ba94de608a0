// The local S3 server's own process (started by local-s3-server.ts): s3rver on a port the OS
// picks, reporting it over IPC, stopping when its parent goes away.
//
// Why a process of its own: s3rver builds the canonical query of a SigV4 presigned URL with
// encodeURIComponent, which leaves `!'()*` unescaped, where S3 and the AWS SDK use RFC 3986. A
// download URL's `response-content-disposition` always holds `'` and `*` (`filename*=UTF-8''…`),
// so s3rver would refuse signatures real S3 accepts. Here, and only in this process, the global
// gets RFC 3986's escaping.
import S3rver from '@20minutes/s3rver'

const escapeComponent = globalThis.encodeURIComponent
globalThis.encodeURIComponent = (value) =>
  escapeComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )

const [directory, bucket] = process.argv.slice(2)
if (!directory || !bucket || !process.send) {
  throw new Error('usage: forked with IPC, arguments <directory> <bucket>')
}

const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
})
// s3rver builds the canonical path of a path-style request to a bucket alone (ListObjectsV2:
// `GET /<bucket>/?list-type=2`, the upload sweep) without the trailing slash the SDK signs, and so
// refuses its signature. It keeps that slash only for a virtual-hosted request
// (`/<bucket><mountPath>`), which such a request is made to look like once its host is read.
type Middleware = (
  ctx: { path: string; state: { vhost?: boolean }; mountPath?: string },
  next: () => Promise<unknown>,
) => Promise<unknown>
// s3rver is a Koa application: its middleware list is Koa's, composed when it starts listening.
const { middleware } = server as unknown as { middleware: Middleware[] }
const vhostAt = middleware.findIndex((each) => each.name === 'vhost')
const vhost = middleware[vhostAt]
if (!vhost) throw new Error('s3rver has no vhost middleware to wrap')
middleware[vhostAt] = (ctx, next) =>
  vhost(ctx, () => {
    if (!ctx.state.vhost && /^\/[^/]+\/$/.test(ctx.path)) {
      ctx.state.vhost = true
      ctx.mountPath = '/'
    }
    return next()
  })

const { port } = await server.run()
process.send({ port })
process.on('disconnect', () => {
  server.close().finally(() => process.exit(0))
})
