// The demo users (one per kind of person who uses Cordillera) and the permission keys each gets.
// Area keys come from the route catalogue of @cordillera/permissions, where every key is written
// once; this module only decides who gets which. Every demo user signs in with DEMO_PASSWORD.
import type { PermissionKey } from '@cordillera/contracts'
import { keysOfArea } from '@cordillera/permissions'

export const DEMO_PASSWORD = 'Cordillera2026!'

/** HR: the rrhh/* keys (docs/permission-keys.md). */
export const RRHH_KEYS = keysOfArea('rrhh')

/** Commercial: every comercial/* key of the catalogue (screens and row actions). */
export const COMERCIAL_KEYS = keysOfArea('comercial')

/** Operations: every operaciones/* key of the catalogue, operaciones/dashboard-equipos included. */
export const OPERACIONES_KEYS = keysOfArea('operaciones')

/** Operator self-service (docs/permission-keys.md). */
export const OPERADOR_KEYS: readonly PermissionKey[] = [
  'operador/listar-reports',
  'operador/crear-report',
  'operador/firmar-report',
  'operador/listar-historico-reports',
]

/** A site client reads its obras' requests (solicitudes-cliente). */
export const CLIENTE_OBRA_KEYS: readonly PermissionKey[] = ['comercial/listar-solicitudes-cliente']

/** The operator record of operador@ (see `DemoUser.operadorId`). */
export const DEMO_OPERADOR_ID = '0b5e7a3c-0000-4000-8000-000000000001'

export type DemoUser = {
  email: string
  nombre: string
  /** Where this user works, for the start-up banner (demo-users.json). */
  portal: 'backoffice' | 'operador' | 'arrendador'
  descripcion: string
  tipo: 'cordillera' | 'proveedor'
  su?: boolean
  permisos: readonly string[]
  /** RUT of the proveedor a lessor user belongs to. */
  proveedorRut?: string
  /** Codes of the obras a site client belongs to. */
  obraCodigos?: readonly string[]
  /**
   * The operator record an operator user is. Operators arrive with the HR module, whose seed
   * creates the record with this id; until then it marks the user as an operator, not staff.
   */
  operadorId?: string
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@cordillera.cl',
    portal: 'backoffice',
    descripcion: 'Superusuario (su): todo el backoffice',
    nombre: 'Administración Cordillera',
    tipo: 'cordillera',
    su: true,
    permisos: [],
  },
  {
    email: 'comercial@cordillera.cl',
    portal: 'backoffice',
    descripcion: 'Área comercial',
    nombre: 'Catalina Fuentes Muñoz',
    tipo: 'cordillera',
    permisos: COMERCIAL_KEYS,
  },
  {
    email: 'operaciones@cordillera.cl',
    portal: 'backoffice',
    descripcion: 'Operaciones y logística',
    nombre: 'Rodrigo Sepúlveda Contreras',
    tipo: 'cordillera',
    permisos: OPERACIONES_KEYS,
  },
  {
    email: 'rrhh@cordillera.cl',
    portal: 'backoffice',
    descripcion: 'Recursos humanos y operadores',
    nombre: 'Francisca Rojas Valenzuela',
    tipo: 'cordillera',
    permisos: RRHH_KEYS,
  },
  {
    email: 'operador@cordillera.cl',
    portal: 'operador',
    descripcion: 'Operador de maquinaria: sus reports',
    nombre: 'Juan Carlos Pizarro Soto',
    tipo: 'cordillera',
    permisos: OPERADOR_KEYS,
    operadorId: DEMO_OPERADOR_ID,
  },
  {
    email: 'cliente@cordillera.cl',
    portal: 'operador',
    descripcion: 'Cliente de la obra OB-0001 (Edificio Parque Alcántara)',
    nombre: 'Marcela Herrera Araya',
    tipo: 'cordillera',
    permisos: CLIENTE_OBRA_KEYS,
    obraCodigos: ['OB-0001'],
  },
  {
    email: 'sinpermisos@cordillera.cl',
    portal: 'backoffice',
    descripcion: 'Personal sin permisos: ve la página prohibido',
    nombre: 'Felipe Morales Díaz',
    tipo: 'cordillera',
    permisos: [],
  },
  {
    email: 'proveedor@arriendos-sur.cl',
    portal: 'arrendador',
    descripcion: 'Arrendador: Arriendos Sur SpA',
    nombre: 'Patricio Vergara Tapia',
    tipo: 'proveedor',
    permisos: [],
    proveedorRut: '76543210-3',
  },
  {
    // A second lessor, so that each one seeing only its own rows can be tried (decision 065).
    email: 'proveedor@maqnorte.cl',
    portal: 'arrendador',
    descripcion: 'Arrendador: Maquinarias del Norte Ltda.',
    nombre: 'Luis Castillo Alvarado',
    tipo: 'proveedor',
    permisos: [],
    proveedorRut: '77120345-0',
  },
]
