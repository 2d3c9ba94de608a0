// tickets/agregar: "Nuevo ticket", the screen the three portals share (@cordillera/portal/screens/tickets).
export { default } from '@cordillera/portal/screens/tickets/nuevo-ticket'
