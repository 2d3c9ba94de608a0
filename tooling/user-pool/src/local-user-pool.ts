// The fixed identity of the local user pool: what the portals, the API and the tests configure
// when they talk to it instead of the production pool in AWS.
export const LOCAL_USER_POOL = {
  region: 'us-east-2',
  userPoolId: 'us-east-2_CordiLocal',
  clientId: 'cordilleralocalwebclient01',
  issuer: 'https://cognito-idp.us-east-2.amazonaws.com/us-east-2_CordiLocal',
} as const

/** The part of the pool id after the region: Cognito's SRP hashes it into every verifier. */
export const LOCAL_POOL_NAME = LOCAL_USER_POOL.userPoolId.split('_')[1] ?? ''

/**
 * The development access key pair the pool accepts on admin calls (AWS Signature Version 4), as
 * Cognito accepts an IAM user's. Not a secret: it only opens the local pool. The API gets it
 * through COGNITO_ACCESS_KEY_ID / COGNITO_SECRET_ACCESS_KEY.
 */
export const LOCAL_ADMIN_CREDENTIALS = {
  accessKeyId: 'AKIACORDILLERALOCAL1',
  secretAccessKey: 'cordillera-local-user-pool-development-only',
} as const
