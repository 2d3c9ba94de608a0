// The whole deployment as one function of the app: the stacks in dependency order. bin/ calls it
// for `cdk synth`/`cdk deploy`; the tests call it with their own context.
import type { App, StackProps } from 'aws-cdk-lib'
import { ApiStack } from './api-stack.ts'
import { readConfig } from './config.ts'
import { DataStack } from './data-stack.ts'
import { IdentityStack } from './identity-stack.ts'
import { NetworkStack } from './network-stack.ts'
import { SitesStack } from './sites-stack.ts'

export type CordilleraStacks = {
  network: NetworkStack
  data: DataStack
  identity: IdentityStack
  api: ApiStack
  sites: SitesStack
}

export function buildCordillera(app: App, props: StackProps = {}): CordilleraStacks {
  const config = readConfig(app.node)
  const name = (stack: string) => `${config.stackPrefix}${stack}`
  const network = new NetworkStack(app, name('Network'), config, props)
  const data = new DataStack(app, name('Data'), config, network, props)
  const identity = new IdentityStack(app, name('Identity'), config, props)
  const api = new ApiStack(app, name('Api'), config, { network, data, identity }, props)
  const sites = new SitesStack(app, name('Sites'), config, props)
  return { network, data, identity, api, sites }
}
