// Errors the way Cognito's JSON protocol reports them (`{"__type": ..., "message": ...}`, status
// 400), so Amplify and the AWS SDK map them to the same exceptions as in production.
export class CognitoError extends Error {
  readonly type: string
  readonly status: number

  constructor(type: string, message: string, status = 400) {
    super(message)
    this.type = type
    this.status = status
  }
}

export const notAuthorized = (message: string) =>
  new CognitoError('NotAuthorizedException', message)

export const invalidParameter = (message: string) =>
  new CognitoError('InvalidParameterException', message)

export const resourceNotFound = (message: string) =>
  new CognitoError('ResourceNotFoundException', message)

export const userNotFound = () => new CognitoError('UserNotFoundException', 'User does not exist.')

export const incorrectCredentials = () => notAuthorized('Incorrect username or password.')

export const deviceNotFound = () => resourceNotFound('Device does not exist.')
