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
  'email.mfaOn.subject': 'Un segundo factor protege ahora su cuenta del Portal de Innovación',
  'email.mfaOn.body': 'Hola, {name}:\n\nSe activó un segundo factor (una aplicación de autenticación) en su cuenta y se cerraron todas sus otras sesiones. A partir de ahora, para iniciar sesión se le pedirá un código de esa aplicación.\n\nSi no fue usted, otra persona tiene su contraseña: escriba de inmediato a {support}.\n{link}',
  'email.mfaOff.subject': 'Se desactivó el segundo factor de su cuenta del Portal de Innovación',
  'email.mfaOff.body': 'Hola, {name}:\n\nSe desactivó el segundo factor de su cuenta: ahora, para iniciar sesión solo se pide su contraseña. Puede volver a activarlo en la página de su cuenta:\n{link}\n\nSi no fue usted, escriba de inmediato a {support}.',
  'email.mfaReset.subject': 'Un administrador quitó el segundo factor de su cuenta del Portal de Innovación',
  'email.mfaReset.body': 'Hola, {name}:\n\nUn administrador quitó el segundo factor de su cuenta, como se hace cuando se pierde el teléfono: ahora, para iniciar sesión solo se pide su contraseña. Configure uno nuevo en la página de su cuenta:\n{link}\n\nSi usted no lo solicitó, escriba de inmediato a {support}.',
  'email.recoveryCodeUsed.subject': 'Se usó un código de recuperación para iniciar sesión en su cuenta del Portal de Innovación',
  'email.recoveryCodeUsed.body': 'Hola, {name}:\n\nAlguien inició sesión en su cuenta con uno de sus códigos de recuperación. Códigos de recuperación restantes: {left}. Si perdió su teléfono, vuelva a configurar el segundo factor en la página de su cuenta; así obtendrá códigos nuevos:\n{link}\n\nSi no fue usted, cambie allí su contraseña y escriba de inmediato a {support}.',
  'email.mfaGuessing.subject': 'Se ingresaron códigos incorrectos en su cuenta del Portal de Innovación',
  'email.mfaGuessing.body': 'Hola, {name}:\n\nEn los últimos {minutes} minutos se ingresaron {count} códigos incorrectos del segundo factor de su cuenta, después de su contraseña correcta. El inicio de sesión con código queda en pausa durante {minutes} minutos.\n\nSi no fue usted, otra persona tiene su contraseña: cámbiela en la página de su cuenta y escriba a {support}.\n{link}',
};
