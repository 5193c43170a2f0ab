import type { deletionRequests as english } from '../en/deletionRequests';
import type { Translation } from '../types';

export const deletionRequests: Translation<typeof english> = {
  'deletionRequests.title': 'Solicitudes de eliminación',
  'deletionRequests.intro': 'Personas que pidieron eliminar su cuenta y lo confirmaron por correo electrónico. Elimine cada cuenta antes de su fecha: pasada esa fecha, se elimina automáticamente.',
  'deletionRequests.none': 'Nadie espera la eliminación de su cuenta.',
  'deletionRequests.col.person': 'Persona',
  'deletionRequests.col.team': 'Equipo',
  'deletionRequests.col.confirmed': 'Confirmada',
  'deletionRequests.col.due': 'Eliminar antes del',
  'deletionRequests.col.action': 'Acción',
  'deletionRequests.overdue': 'Vencida',
  'deletionRequests.delete': 'Eliminar ahora',
  'deletionRequests.confirmTitle': '¿Eliminar a {name}?',
  'deletionRequests.confirmText': 'Se eliminan {name} ({email}) y todo lo que el portal guarda sobre esta persona. No se puede deshacer.',
};
