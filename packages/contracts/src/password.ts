// The password policy of the user pool (Cognito's default policy), checked before calling it so
// people get a Spanish explanation instead of the pool's English one.
import { z } from 'zod'

export const passwordSchema = z
  .string()
  .min(8, 'La contraseña debe tener al menos 8 caracteres.')
  .max(256, 'La contraseña no puede superar los 256 caracteres.')
  .regex(/[a-z]/, 'La contraseña debe incluir una letra minúscula.')
  .regex(/[A-Z]/, 'La contraseña debe incluir una letra mayúscula.')
  .regex(/\d/, 'La contraseña debe incluir un número.')
  .regex(/[^a-zA-Z\d\s]/, 'La contraseña debe incluir un símbolo.')
