// `npx cdk synth` / `npx cdk deploy` (cdk.json runs this file): the account and region are the
// caller's (AWS_PROFILE / AWS_REGION), the settings are cdk.json's context and any `-c name=value`.
import { App } from 'aws-cdk-lib'
import { buildCordillera } from '../lib/cordillera-app.ts'

const app = new App()
const account = process.env.CDK_DEFAULT_ACCOUNT
const region = process.env.CDK_DEFAULT_REGION
buildCordillera(app, account && region ? { env: { account, region } } : {})
app.synth()
