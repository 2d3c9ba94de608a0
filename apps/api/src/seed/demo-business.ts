// Demo business data: a handful of realistic Chilean lessors, clients, construction companies and
// sites, enough to click through every screen. RUTs carry valid check digits; comunas are CUT
// codes and regions their first two digits.

export const DEMO_PROVEEDORES = [
  {
    rut: '76543210-3',
    razonSocial: 'Arriendos Sur SpA',
    contacto: 'Patricio Vergara Tapia',
    email: 'contacto@arriendos-sur.cl',
    telefono: '+56 65 243 1180',
    banco: 'Banco de Chile',
    tipoCuenta: 'corriente',
    numeroCuenta: '00-123-45678-09',
  },
  {
    rut: '77120345-0',
    razonSocial: 'Maquinarias del Norte Ltda.',
    contacto: 'Luis Castillo Alvarado',
    email: 'arriendos@maqnorte.cl',
    telefono: '+56 55 241 7730',
    banco: 'BancoEstado',
    tipoCuenta: 'corriente',
    numeroCuenta: '29870012345',
  },
  {
    rut: '76981234-2',
    razonSocial: 'Grúas y Equipos Andes SpA',
    contacto: 'Andrea Núñez Bravo',
    email: 'operaciones@gruasandes.cl',
    telefono: '+56 2 2718 4420',
    banco: 'Banco Santander',
    tipoCuenta: 'corriente',
    numeroCuenta: '0-000-71234-5',
  },
  {
    rut: '78234567-2',
    razonSocial: 'Transportes y Maquinaria Biobío Ltda.',
    contacto: 'Héctor Saavedra Lagos',
    email: 'hsaavedra@tmbiobio.cl',
    telefono: '+56 41 279 5501',
    banco: 'Banco BCI',
    tipoCuenta: 'corriente',
    numeroCuenta: '81234567',
  },
  {
    rut: '76455120-6',
    razonSocial: 'Rentamaq Valparaíso SpA',
    contacto: 'Carolina Espinoza Reyes',
    email: 'carolina@rentamaq.cl',
    telefono: '+56 32 268 9012',
    banco: 'Scotiabank',
    tipoCuenta: 'vista',
    numeroCuenta: '970012345',
    // Registered by a site manager, not yet validated by commercial staff.
    provisorio: true,
  },
]

export const DEMO_GRUPOS_CLIENTE = [
  {
    nombre: 'Grupo Inmobiliario Andino',
    descripcion: 'Inmobiliarias de vivienda en altura en la RM',
  },
  {
    nombre: 'Holding Constructor del Pacífico',
    descripcion: 'Obras portuarias y viales en la zona centro-sur',
  },
  { nombre: 'Inversiones Costa Norte', descripcion: 'Proyectos industriales y mineros del norte' },
]

export const DEMO_RAZONES_SOCIALES = [
  {
    rut: '77889012-7',
    razonSocial: 'Inmobiliaria Andina Las Condes SpA',
    nombreFantasia: 'Andina Las Condes',
    giro: 'Actividades inmobiliarias',
    direccion: 'Av. Apoquindo 4501, of. 1202',
    comuna: '13114',
    telefono: '+56 2 2940 3300',
    email: 'facturacion@andinalascondes.cl',
    grupo: 'Grupo Inmobiliario Andino',
    contactos: [
      {
        nombre: 'Rodrigo Balmaceda Ruiz',
        cargo: 'Gerente de proyectos',
        email: 'rbalmaceda@andinalascondes.cl',
        telefono: '+56 9 8123 4455',
      },
      {
        nombre: 'Daniela Ortiz Lagos',
        cargo: 'Encargada de pagos a proveedores',
        email: 'dortiz@andinalascondes.cl',
        telefono: '+56 2 2940 3302',
      },
    ],
  },
  {
    rut: '76321098-7',
    razonSocial: 'Inmobiliaria Andina Centro SpA',
    nombreFantasia: 'Andina Centro',
    giro: 'Actividades inmobiliarias',
    direccion: 'Huérfanos 1160, piso 8',
    comuna: '13101',
    telefono: '+56 2 2940 3310',
    email: 'pagos@andinacentro.cl',
    grupo: 'Grupo Inmobiliario Andino',
    contactos: [
      {
        nombre: 'Claudio Ibáñez Parra',
        cargo: 'Administrador de contratos',
        email: 'cibanez@andinacentro.cl',
        telefono: '+56 9 7012 3344',
      },
    ],
  },
  {
    rut: '96870450-8',
    razonSocial: 'Obras Portuarias del Pacífico S.A.',
    nombreFantasia: 'Portuaria Pacífico',
    giro: 'Construcción de obras de ingeniería civil',
    direccion: 'Av. Errázuriz 1178',
    comuna: '05101',
    telefono: '+56 32 221 4400',
    email: 'finanzas@portuariapacifico.cl',
    grupo: 'Holding Constructor del Pacífico',
    contactos: [
      {
        nombre: 'Marcela Zúñiga Ojeda',
        cargo: 'Jefa de administración y finanzas',
        email: 'mzuniga@portuariapacifico.cl',
        telefono: '+56 9 6655 1020',
      },
    ],
  },
  {
    rut: '77654321-7',
    razonSocial: 'Vialidad Biobío S.A.',
    nombreFantasia: 'Vialbío',
    giro: 'Construcción de carreteras',
    direccion: "O'Higgins 940, of. 501",
    comuna: '08101',
    telefono: '+56 41 286 3300',
    email: 'contabilidad@vialbio.cl',
    grupo: 'Holding Constructor del Pacífico',
    contactos: [
      {
        nombre: 'Esteban Quiroz Leiva',
        cargo: 'Encargado de adquisiciones',
        email: 'equiroz@vialbio.cl',
        telefono: '+56 9 5544 8899',
      },
    ],
  },
  {
    rut: '76098765-4',
    razonSocial: 'Servicios Industriales Costa Norte SpA',
    nombreFantasia: 'Costa Norte',
    giro: 'Servicios de ingeniería para la minería',
    direccion: 'Av. Grecia 1560',
    comuna: '02101',
    telefono: '+56 55 245 8800',
    email: 'dte@costanorte.cl',
    grupo: 'Inversiones Costa Norte',
    contactos: [
      {
        nombre: 'Fernanda Aguirre Mella',
        cargo: 'Contadora',
        email: 'faguirre@costanorte.cl',
        telefono: '+56 9 4433 2211',
      },
    ],
  },
]

export const DEMO_CONSTRUCTORAS = [
  {
    rut: '99512340-1',
    nombre: 'Constructora Los Andes S.A.',
    contacto: 'Gonzalo Riquelme Fuentealba',
    telefono: '+56 2 2455 7100',
    email: 'contacto@cclosandes.cl',
  },
  {
    rut: '76777123-1',
    nombre: 'Ingeniería y Construcción Biobío SpA',
    contacto: 'Daniela Parra Cifuentes',
    telefono: '+56 41 291 6600',
    email: 'proyectos@icbiobio.cl',
  },
  {
    rut: '77345678-K',
    nombre: 'Constructora Altamar Ltda.',
    contacto: 'Sebastián Toro Olivares',
    telefono: '+56 32 259 1200',
    email: 'obras@altamar.cl',
  },
  {
    rut: '76234109-3',
    nombre: 'Edifica Norte SpA',
    contacto: 'Valentina Cortés Rivera',
    telefono: '+56 55 263 4900',
    email: 'gerencia@edificanorte.cl',
  },
]

export const DEMO_OBRAS = [
  {
    codigo: 'OB-0001',
    nombre: 'Edificio Parque Alcántara',
    direccion: 'Alcántara 455',
    comuna: '13114',
    constructoraRut: '99512340-1',
    razonSocialRut: '77889012-7',
    administrador: {
      nombre: 'Ignacio Soto Carrasco',
      email: 'isoto@cclosandes.cl',
      telefono: '+56 9 8765 4321',
    },
    fechaInicio: '2025-09-01',
  },
  {
    codigo: 'OB-0002',
    nombre: 'Torre Huérfanos',
    direccion: 'Huérfanos 1450',
    comuna: '13101',
    constructoraRut: '99512340-1',
    razonSocialRut: '76321098-7',
    administrador: {
      nombre: 'Paula Gutiérrez Vidal',
      email: 'pgutierrez@cclosandes.cl',
      telefono: '+56 9 7654 3210',
    },
    fechaInicio: '2025-11-15',
  },
  {
    codigo: 'OB-0003',
    nombre: 'Ampliación Terminal Espigón',
    direccion: 'Av. Altamirano 1900',
    comuna: '05101',
    constructoraRut: '77345678-K',
    razonSocialRut: '96870450-8',
    administrador: {
      nombre: 'Cristián Navarro Godoy',
      email: 'cnavarro@altamar.cl',
      telefono: '+56 9 6543 2109',
    },
    fechaInicio: '2025-06-02',
  },
  {
    codigo: 'OB-0004',
    nombre: 'Mejoramiento Ruta 160, tramo Concepción',
    direccion: 'Ruta 160 km 12',
    comuna: '08101',
    constructoraRut: '76777123-1',
    razonSocialRut: '77654321-7',
    administrador: {
      nombre: 'Javiera Muñoz Sandoval',
      email: 'jmunoz@icbiobio.cl',
      telefono: '+56 9 5432 1098',
    },
    fechaInicio: '2025-03-10',
  },
  {
    codigo: 'OB-0005',
    nombre: 'Planta Desaladora La Chimba',
    direccion: 'Camino La Chimba s/n',
    comuna: '02101',
    constructoraRut: '76234109-3',
    razonSocialRut: '76098765-4',
    administrador: {
      nombre: 'Tomás Araya Bustos',
      email: 'taraya@edificanorte.cl',
      telefono: '+56 9 4321 0987',
    },
    fechaInicio: '2026-01-05',
  },
]

/** The region's CUT code is the first two digits of the comuna's. */
export const regionOf = (comuna: string) => comuna.slice(0, 2)
