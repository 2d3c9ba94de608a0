// The build's settings (VITE_*, decision 004) reach the build's end step: given the documents'
// bucket, the origins the build records for the Content-Security-Policy include it.
import { connectOrigins, imageOrigins } from '@cordillera/portal/build-end'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

async function builtWith(vars: Record<string, string>) {
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value)
  vi.resetModules()
  const { env } = await import('./env.ts')
  return { connect: connectOrigins(env), img: imageOrigins(env) }
}

describe('the origins a build records', () => {
  it('include the bucket given by VITE_STORAGE_ORIGIN, for calls and images', async () => {
    const bucket = 'https://cordillera-archivos.s3.sa-east-1.amazonaws.com'
    const origins = await builtWith({
      VITE_API_URL: 'https://api.cordillera.cl',
      VITE_COGNITO_ENDPOINT: '',
      VITE_STORAGE_ORIGIN: bucket,
    })
    expect(origins.connect).toContain(bucket)
    expect(origins.img).toEqual([bucket])
  })

  it('are the API and the user pool alone without it (the API keeps the files)', async () => {
    const origins = await builtWith({ VITE_API_URL: 'https://api.cordillera.cl' })
    expect(origins).toEqual({
      connect: ['https://api.cordillera.cl', 'http://localhost:9229'],
      img: [],
    })
  })
})
