// The Spanish (es-CL) words of the forms: the validation messages installed on zod for every form,
// and the labels of the kit's inputs (RUT, money, dates, files, signature, region and comuna).
// Beside ../es-cl.ts, the one place for text presets, and imported by the inputs that show them.

/** "1 archivo" / "3 archivos". */
const plural = (cantidad: number, singular: string, plural: string) =>
  `${cantidad} ${cantidad === 1 ? singular : plural}`

export const forms = {
  /** What zod says when a schema has no message of its own (see components/forms/zod-es.ts). */
  validation: {
    required: 'Este campo es obligatorio.',
    invalidEmail: 'Ingresa un correo válido, como nombre@empresa.cl.',
    invalidUrl: 'Ingresa una dirección web válida, como https://empresa.cl.',
    tooShort: (minimo: number) =>
      `Debe tener al menos ${plural(minimo, 'carácter', 'caracteres')}.`,
    tooLong: (maximo: number) =>
      `Debe tener como máximo ${plural(maximo, 'carácter', 'caracteres')}.`,
    exactLength: (largo: number) =>
      `Debe tener exactamente ${plural(largo, 'carácter', 'caracteres')}.`,
    notANumber: 'Ingresa un número.',
    notAnInteger: 'Ingresa un número entero, sin decimales.',
    tooSmall: (minimo: string, inclusive: boolean) =>
      inclusive ? `Debe ser mayor o igual a ${minimo}.` : `Debe ser mayor que ${minimo}.`,
    tooBig: (maximo: string, inclusive: boolean) =>
      inclusive ? `Debe ser menor o igual a ${maximo}.` : `Debe ser menor que ${maximo}.`,
    tooFewItems: (minimo: number) =>
      minimo === 1 ? 'Agrega al menos uno.' : `Agrega al menos ${minimo}.`,
    tooManyItems: (maximo: number) => `Puedes agregar como máximo ${maximo}.`,
    dateTooEarly: (fecha: string) => `La fecha debe ser igual o posterior al ${fecha}.`,
    dateTooLate: (fecha: string) => `La fecha debe ser igual o anterior al ${fecha}.`,
    invalidOption: 'Elige una opción de la lista.',
    invalidDate: 'Ingresa una fecha válida, con el formato dd-mm-aaaa.',
    invalidDateTime: 'Ingresa una fecha y hora válidas, con el formato dd-mm-aaaa hh:mm.',
    invalidTime: 'Ingresa una hora válida, de 00:00 a 23:59.',
    mustBeChecked: 'Debes marcar esta casilla.',
    rangeRequired: 'Ingresa las fechas desde y hasta.',
    rangeFromInvalid: 'La fecha «desde» no es válida: usa el formato dd-mm-aaaa.',
    rangeToInvalid: 'La fecha «hasta» no es válida: usa el formato dd-mm-aaaa.',
    rangeOutOfYears: (cual: 'desde' | 'hasta', desde: string, hasta: string) =>
      `La fecha «${cual}» debe estar entre ${desde} y ${hasta}.`,
    rangeOrder: 'La fecha «hasta» debe ser igual o posterior a la fecha «desde».',
  },

  rut: { placeholder: '12.345.678-5' },

  money: {
    /** Read by screen readers next to the amount, since the $ or UF sign is drawn beside it. */
    currencyName: { CLP: 'en pesos chilenos', UF: 'en unidades de fomento' },
    symbol: { CLP: '$', UF: 'UF' },
  },

  date: {
    placeholder: 'dd-mm-aaaa',
    timePlaceholder: 'hh:mm',
    openCalendar: 'Abrir calendario',
    calendar: 'Calendario',
    calendarFailed: 'No se pudo cargar el calendario. Escribe la fecha como dd-mm-aaaa.',
    from: 'Desde',
    to: 'Hasta',
    date: 'Fecha',
    time: 'Hora',
    /** The format, said to screen readers with every date field. */
    formatHint: 'Formato dd-mm-aaaa.',
    timeFormatHint: 'Hora en formato de 24 horas, hh:mm.',
  },

  file: {
    choose: 'Elegir archivos',
    chooseOne: 'Elegir archivo',
    drop: 'o arrástralos aquí',
    dropOne: 'o arrástralo aquí',
    accepted: (tipos: string) => `Se aceptan: ${tipos}.`,
    maxSize: (tamano: string) => `Máximo ${tamano} por archivo.`,
    maxFiles: (maximo: number) => `Hasta ${plural(maximo, 'archivo', 'archivos')}.`,
    uploading: (porcentaje: number) => `Subiendo… ${porcentaje} %`,
    done: 'Subido',
    progress: (nombre: string) => `Progreso de ${nombre}`,
    tooBig: (tamano: string) => `Pesa más de ${tamano}.`,
    wrongType: (tipos: string) => `Tipo de archivo no permitido (se aceptan: ${tipos}).`,
    tooMany: (maximo: number) =>
      `Puedes subir como máximo ${plural(maximo, 'archivo', 'archivos')}.`,
    failed: 'No se pudo subir el archivo. Intenta de nuevo.',
    remove: (nombre: string) => `Quitar ${nombre}`,
    retry: (nombre: string) => `Reintentar ${nombre}`,
    retryShort: 'Reintentar',
    list: 'Archivos',
    /** How "image/*" and the like read in the list of accepted files. */
    kinds: {
      image: 'imágenes',
      video: 'videos',
      audio: 'audios',
      text: 'textos',
      application: 'documentos',
    },
  },

  signature: {
    area: 'Área de firma',
    instructions: 'Firma dentro del recuadro con el dedo, un lápiz o el mouse.',
    clear: 'Limpiar',
    signed: 'Firma registrada.',
    empty: 'Aún no hay firma.',
  },

  region: { placeholder: 'Elige una región' },

  comuna: {
    placeholder: 'Elige una comuna',
    chooseRegionFirst: 'Elige primero una región',
  },
} as const
