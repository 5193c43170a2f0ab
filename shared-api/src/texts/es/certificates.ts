import type { certificates as english } from '../en/certificates';
import type { Translation } from '../types';

export const certificates: Translation<typeof english> = {
  'certificates.issued.one': 'Se emitió {count} certificado nuevo y se envió por correo electrónico.',
  'certificates.issued.other': 'Se emitieron {count} certificados nuevos y se enviaron por correo electrónico.',
  'certificates.redated.one': '{count} certificado existente ahora tiene fecha del {date}.',
  'certificates.redated.other': '{count} certificados existentes ahora tienen fecha del {date}.',
  'certificates.nothingNew': 'Todos los participantes de ese equipo y esa cohorte ya tienen un certificado con fecha del {date}.',
  'certificates.noParticipants': 'No hay participantes en ese equipo y esa cohorte.',
  'certificates.dateInvalid': 'Ingrese una fecha válida (AAAA-MM-DD).',
  'certificates.dateRange': 'Elija una fecha entre el año 2000 y un año a partir de hoy.',

  'certificates.pdf.title': 'Certificado de finalización',
  'certificates.pdf.before': 'Se certifica que',
  'certificates.pdf.after': 'ha completado satisfactoriamente el',
  'certificates.pdf.programme': 'Programa de Habilidades de Innovación',
  'certificates.pdf.date': 'Otorgado el {date}',

  'certificates.email.subject': 'Su certificado de finalización',
  'certificates.email.body': 'Hola, {name}:\n\n¡Felicitaciones por completar el Programa de Habilidades de Innovación! Su certificado de finalización, con fecha del {date}, está listo. Inicie sesión para descargarlo desde su portal:\n{link}\n\n¿Tiene preguntas? Escriba a {support}.',
  'certificates.revoked': 'Se revocó el certificado de {name}.',
};
