// Backoffice's URLs: every route the catalogue gives this portal (packages/permissions), each loaded on
// demand; its own screens are named here as they are built.
import { portalRoutes } from '@cordillera/portal/route-config'
import type { RouteConfig } from '@react-router/dev/routes'

export default portalRoutes({
  portal: 'backoffice',
  appDirectory: import.meta.dirname,
  screens: {
    'razones-sociales': 'features/comercial/razones-sociales/razones-sociales-list.tsx',
    'razones-sociales-agregar': 'features/comercial/razones-sociales/razon-social-agregar.tsx',
    'razones-sociales-detalle': 'features/comercial/razones-sociales/razon-social-detalle.tsx',
    'razones-sociales-detalle-guion':
      'features/comercial/razones-sociales/razon-social-detalle.tsx',
    'razones-sociales-editar': 'features/comercial/razones-sociales/razon-social-editar.tsx',
    obras: 'features/comercial/obras/obras-list.tsx',
    'obras-agregar': 'features/comercial/obras/obra-agregar.tsx',
    'obras-detalle': 'features/comercial/obras/obra-detalle.tsx',
    'obras-editar': 'features/comercial/obras/obra-editar.tsx',
    'constructora-agregar-obra': 'features/comercial/constructoras/constructora-agregar-obra.tsx',
    'grupo-cliente': 'features/comercial/grupos-cliente/grupos-cliente-list.tsx',
    'grupo-cliente-agregar': 'features/comercial/grupos-cliente/grupo-cliente-agregar.tsx',
    'grupo-cliente-detalle': 'features/comercial/grupos-cliente/grupo-cliente-detalle.tsx',
    'grupo-cliente-editar': 'features/comercial/grupos-cliente/grupo-cliente-editar.tsx',
    constructora: 'features/comercial/constructoras/constructoras-list.tsx',
    'constructora-detalle': 'features/comercial/constructoras/constructora-detalle.tsx',
    proveedores: 'features/comercial/proveedores/proveedores-list.tsx',
    'proveedores-agregar': 'features/comercial/proveedores/proveedor-agregar.tsx',
    'proveedores-editar': 'features/comercial/proveedores/proveedor-editar.tsx',
    'proveedores-provisorios': 'features/comercial/proveedores/proveedores-provisorios-list.tsx',
    'proveedores-provisorios-validar': 'features/comercial/proveedores/proveedor-validar.tsx',
    activos: 'features/operaciones/activos/activos-list.tsx',
    'activos-agregar': 'features/operaciones/activos/activo-agregar.tsx',
    'activos-detalle': 'features/operaciones/activos/activo-detalle.tsx',
    'activos-editar': 'features/operaciones/activos/activo-editar.tsx',
    'activos-documentos': 'features/operaciones/documentos-activo/activo-documentos.tsx',
    'tipos-activo': 'features/operaciones/tipos-activo/tipos-activo-list.tsx',
    'tipos-activo-agregar': 'features/operaciones/tipos-activo/tipo-activo-agregar.tsx',
    'tipos-activo-detalle': 'features/operaciones/tipos-activo/tipo-activo-detalle.tsx',
    'tipos-activo-editar': 'features/operaciones/tipos-activo/tipo-activo-editar.tsx',
    marcas: 'features/operaciones/marcas/marcas-list.tsx',
    'marcas-agregar': 'features/operaciones/marcas/marca-agregar.tsx',
    'marcas-editar': 'features/operaciones/marcas/marca-editar.tsx',
    flotas: 'features/operaciones/flotas/flotas-list.tsx',
    'flotas-agregar': 'features/operaciones/flotas/flota-agregar.tsx',
    'flotas-detalle': 'features/operaciones/flotas/flota-detalle.tsx',
    'flotas-editar': 'features/operaciones/flotas/flota-editar.tsx',
  },
}) satisfies RouteConfig
