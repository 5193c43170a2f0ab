import type { email as english } from '../en/email';
import type { Translation } from '../types';

export const email: Translation<typeof english> = {
  'email.reset.subject': 'Restablezca su contraseña del Portal de Innovación',
  'email.reset.body': 'Hola, {name}:\n\nRecibimos una solicitud para restablecer su contraseña. Elija una nueva aquí (el enlace es válido durante una hora):\n{link}\n\nSi no lo solicitó, puede ignorar este correo.',
  'email.welcome.subject': 'Le damos la bienvenida al Portal de Innovación',
  'email.welcome.body': 'Hola, {name}:\n\nSe creó una cuenta para usted en el Portal de Innovación. Elija su contraseña aquí (el enlace es válido durante {days} días):\n{link}\n\nDespués, inicie sesión con este correo electrónico ({email}) y su nueva contraseña.\n\n¿Tiene preguntas? Escriba a {support}.',
  'email.reassessment.subject': 'Su reevaluación de innovación está disponible',
  'email.reassessment.body': 'Hola, {name}:\n\nHa llegado el momento de su reevaluación de innovación: un breve conjunto de preguntas que muestra cómo han evolucionado sus habilidades desde que realizó la evaluación por primera vez. Inicie sesión para responderla desde su portal:\n{link}\n\n¿Tiene preguntas? Escriba a {support}.',
  'email.reminder.subject': 'Recordatorio: {questionnaire} le espera',
  'email.reminder.body': 'Hola, {name}:\n\nLe recordamos que {questionnaire} está abierto para usted y aún no lo ha terminado. Inicie sesión para continuar donde lo dejó:\n{link}\n\n¿Preguntas? Escriba a {support}.',
  'email.resultsReady.subject': 'Sus resultados de innovación están listos',
  'email.resultsReady.body': 'Hola, {name}:\n\nSus resultados personales de innovación están listos. Inicie sesión para leer su informe:\n{link}\n\n¿Tiene preguntas? Escriba a {support}.',
  'email.retentionWarning.subject': 'Los participantes de {team} serán {action} el {due}',
  'email.retentionWarning.body': 'Hola:\n\nSegún el plazo de conservación del equipo {team}, los datos personales de sus {count} participantes serán {action} el {due}. Para conservarlos más tiempo, cambie el plazo o la fecha de fin del programa en la página del equipo antes de esa fecha:\n{link}\n\nEste es un mensaje automático del Portal de Innovación.',
  'email.deletion.subject': 'Confirme la eliminación de su cuenta del Portal de Innovación',
  'email.deletion.body': 'Hola, {name}:\n\nRecibimos una solicitud para eliminar su cuenta del Portal de Innovación y todo lo que guarda sobre usted. Para confirmarla, abra este enlace (válido durante {hours} horas):\n{link}\n\nUna vez que la confirme, un administrador eliminará su cuenta en un plazo de {days} días. Si no lo solicitó, ignore este correo: no se eliminará nada.',
};
