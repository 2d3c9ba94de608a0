// The site client's narrow entry (@cordillera/data-client/edp-obra) and the commercial area name
// the same cached data: its list and detail keys are the area's `edpCliente` keys, so a page read
// by one is the other's and an EDP write through either makes both stale. Its calls reach the
// site client's routes: an answer (aprobar, observar) sends the version read.

import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { edpObraApi, edpObraQueries } from '@cordillera/data-client/edp-obra'
import { describe, expect, it } from 'vitest'
import { createConnection } from '../connection.ts'
import { connectionAnswering } from '../test-connection.ts'

const ID = '0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a60'

describe('@cordillera/data-client/edp-obra', () => {
  it('keys its list and detail as the commercial area keys the site client’s EDPs', () => {
    const api = createConnection({ baseUrl: 'http://api.test', getToken: async () => 't' })
    const query = { page: 2, estado: 'revision-obra' as const }
    expect(edpObraQueries(api).list(query).queryKey).toEqual(
      comercialQueries(api).edpCliente.list(query).queryKey,
    )
    expect(edpObraQueries(api).detail(ID).queryKey).toEqual(
      comercialQueries(api).edpCliente.detail(ID).queryKey,
    )
    // What an EDP write through the area invalidates covers them, and the site's answer through
    // this entry makes every EDP page stale.
    expect(comercialQueries(api).edpCliente.invalidates).toContainEqual(edpObraQueries(api).key)
    expect(edpObraQueries(api).invalidates).toEqual([['comercial', 'edp']])
  })

  it('calls the site client’s routes, as the area does', async () => {
    const mine = connectionAnswering({ error: { code: 'conflicto', message: 'x' } }, 409)
    const area = connectionAnswering({ error: { code: 'conflicto', message: 'x' } }, 409)
    await expect(
      edpObraApi(mine.connection).observe(ID, { version: 3, comentario: 'No cuadra.' }),
    ).rejects.toMatchObject({ status: 409 })
    await expect(
      comercialApi(area.connection).edpCliente.observe(ID, {
        version: 3,
        comentario: 'No cuadra.',
      }),
    ).rejects.toMatchObject({ status: 409 })
    const sent = (fetch: typeof mine.fetch) =>
      fetch.mock.calls.map(([url, init]) => [String(url), init?.method, init?.body])
    expect(sent(mine.fetch)).toEqual(sent(area.fetch))
    expect(sent(mine.fetch)).toEqual([
      [
        `http://api.test/v1/edp-cliente/${ID}/observar`,
        'POST',
        JSON.stringify({ version: 3, comentario: 'No cuadra.' }),
      ],
    ])
  })
})
