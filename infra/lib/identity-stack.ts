// The user pool the platform signs people in with, as the local pool (tooling/user-pool/seed)
// declares it: e-mail as the user name (case-insensitive), `name` for the person's name, accounts
// created only by an administrator (the API's user screens: no self sign-up), recovery by
// verified e-mail. The platform keeps roles and permissions in its own database, so the pool has
// no custom attributes (decision 093). One public app client, the portals' (no secret: a browser
// cannot keep one), with the flows packages/auth uses.
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib'
import * as cognito from 'aws-cdk-lib/aws-cognito'
import type { Construct } from 'constructs'
import type { CordilleraConfig } from './config.ts'

export class IdentityStack extends Stack {
  readonly userPool: cognito.UserPool
  readonly portalsClient: cognito.UserPoolClient

  constructor(scope: Construct, id: string, config: CordilleraConfig, props?: StackProps) {
    super(scope, id, props)

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `${config.stackPrefix.toLowerCase()}-usuarios`,
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: 8,
        requireUppercase: true,
        requireLowercase: true,
        requireDigits: true,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { sms: false, otp: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    })

    this.portalsClient = this.userPool.addClient('PortalsClient', {
      userPoolClientName: 'cordillera-web',
      generateSecret: false,
      authFlows: { userSrp: true, userPassword: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(60),
      idTokenValidity: Duration.minutes(60),
      refreshTokenValidity: Duration.days(30),
      authSessionValidity: Duration.minutes(3),
    })
  }
}
