// A self-signed certificate for localhost, made in memory when a local server must speak TLS (the
// static server's HTTP/2 mode: browsers only speak HTTP/2 over TLS). Browsers driven by the
// benchmarks are told to accept it; nothing else trusts it.
import { generate } from 'selfsigned'

export type TlsFiles = { key: string; cert: string }

export async function localhostCertificate(): Promise<TlsFiles> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    notAfterDate: new Date(Date.now() + 7 * 86_400_000),
    keySize: 2048,
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  })
  return { key: pems.private, cert: pems.cert }
}
