// Which Cognito operations the layer answers or guards; every other target goes to the emulator
// untouched.
import { forwardAuthenticated } from './access-token.ts'
import type { Operation } from './layer-context.ts'
import {
  confirmDevice,
  forgetDevice,
  getDevice,
  listDevices,
  updateDeviceStatus,
} from './operations/device-operations.ts'
import {
  adminCreateUser,
  adminResetUserPassword,
  adminSetUserPassword,
  changePassword,
  confirmForgotPassword,
  forgotPassword,
  signUp,
} from './operations/password-operations.ts'
import {
  adminInitiateAuth,
  adminRespondToAuthChallenge,
  getTokensFromRefreshToken,
  initiateAuth,
  respondToAuthChallenge,
} from './operations/sign-in-operations.ts'
import {
  adminUserGlobalSignOut,
  globalSignOut,
  revokeToken,
} from './operations/sign-out-operations.ts'
import {
  adminDisableUser,
  adminGetUser,
  forwardForExistingUser,
  listUsers,
} from './operations/user-admin-operations.ts'

/** Emulator operations that take an access token it would only decode, never verify. */
const tokenAuthorized = [
  'GetUser',
  'UpdateUserAttributes',
  'DeleteUser',
  'DeleteUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'SetUserMFAPreference',
]

/** Admin operations on one user, where the emulator's answer for an unknown user is not Cognito's. */
const onExistingUser = [
  'AdminUpdateUserAttributes',
  'AdminEnableUser',
  'AdminDeleteUser',
  'AdminDeleteUserAttributes',
  'AdminAddUserToGroup',
  'AdminRemoveUserFromGroup',
  'AdminListGroupsForUser',
  'AdminConfirmSignUp',
]

export const operations: Record<string, Operation> = {
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  AdminInitiateAuth: adminInitiateAuth,
  AdminRespondToAuthChallenge: adminRespondToAuthChallenge,
  GlobalSignOut: globalSignOut,
  AdminUserGlobalSignOut: adminUserGlobalSignOut,
  RevokeToken: revokeToken,
  ConfirmDevice: confirmDevice,
  UpdateDeviceStatus: updateDeviceStatus,
  ListDevices: listDevices,
  GetDevice: getDevice,
  ForgetDevice: forgetDevice,
  ChangePassword: changePassword,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  AdminSetUserPassword: adminSetUserPassword,
  AdminCreateUser: adminCreateUser,
  SignUp: signUp,
  ListUsers: listUsers,
  AdminDisableUser: adminDisableUser,
  AdminGetUser: adminGetUser,
  AdminResetUserPassword: adminResetUserPassword,
  ...Object.fromEntries(tokenAuthorized.map((name) => [name, forwardAuthenticated])),
  ...Object.fromEntries(onExistingUser.map((name) => [name, forwardForExistingUser])),
}
