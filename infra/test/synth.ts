// The app synthesized the way `cdk synth` does, offline: made-up certificates and names (nothing
// is looked up in an account), every stack's template, and the output directory the image's
// build context was staged into.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { App } from 'aws-cdk-lib'
import { Template } from 'aws-cdk-lib/assertions'
import { buildCordillera, type CordilleraStacks } from '../lib/cordillera-app.ts'

/** cdk.json's context, as `cdk synth` passes it: the tests check the settings a deploy uses. */
const cdkJsonContext = JSON.parse(readFileSync(new URL('../cdk.json', import.meta.url), 'utf8'))
  .context as Record<string, unknown>

export const testContext = {
  apiDomainName: 'api.cordillera.test',
  apiCertificateArn:
    'arn:aws:acm:us-east-2:111111111111:certificate/11111111-2222-3333-4444-555555555555',
  backofficeDomainName: 'backoffice.cordillera.test',
  arrendadorDomainName: 'arrendador.cordillera.test',
  operadorDomainName: 'operador.cordillera.test',
  portalsCertificateArn:
    'arn:aws:acm:us-east-1:111111111111:certificate/66666666-7777-8888-9999-000000000000',
}

export type Synthesized = {
  stacks: CordilleraStacks
  templates: Record<keyof CordilleraStacks, Template>
  outdir: string
}

export function synthesize(context: Record<string, unknown> = {}): Synthesized {
  const outdir = mkdtempSync(join(tmpdir(), 'cordillera-cdk-'))
  const app = new App({ outdir, context: { ...cdkJsonContext, ...testContext, ...context } })
  const stacks = buildCordillera(app)
  app.synth()
  const templates = Object.fromEntries(
    Object.entries(stacks).map(([name, stack]) => [name, Template.fromStack(stack)]),
  ) as Synthesized['templates']
  return { stacks, templates, outdir }
}

export type Resource = { Type: string; Properties: Record<string, unknown> }

/** Every resource of a type in a template, by logical id. */
export function resourcesOf(template: Template, type: string): [string, Resource][] {
  const resources = (template.toJSON().Resources ?? {}) as Record<string, Partial<Resource>>
  return Object.entries(resources)
    .filter(([, resource]) => resource.Type === type)
    .map(([id, resource]) => [id, { Type: type, Properties: resource.Properties ?? {} }])
}

/** The one resource of a type in a template (fails the test when there are none or several). */
export function onlyResource(template: Template, type: string): [string, Resource] {
  const found = resourcesOf(template, type)
  if (found.length !== 1 || found[0] === undefined) {
    throw new Error(`expected one ${type}, found ${found.length}`)
  }
  return found[0]
}
