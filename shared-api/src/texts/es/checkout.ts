import type { checkout as english } from '../en/checkout';
import type { Translation } from '../types';

export const checkout: Translation<typeof english> = {
  'checkout.title': 'Pago',
  'checkout.yourClass': 'Su curso',
  'checkout.total': 'Total',
  'checkout.refundPolicy': 'Reembolso completo si cancela hasta 1 semana antes del inicio del curso',
  'checkout.back': 'Volver a la selección de curso',
  'checkout.pay': 'Continuar al pago',
  'checkout.redirecting': 'Redirigiendo a la página de pago...',
  'checkout.stripeError': 'No se pudo conectar con la API de Stripe',
  'checkout.testMode': 'Modo de prueba: no se cobrará ninguna tarjeta.',
  'checkout.noClass': 'Todavía no está inscrito en ningún curso.',
  'checkout.chooseClass': 'Elegir un curso',
  'checkout.adminSkips': 'Como administrador, no necesita pagar.',
  'checkout.paid': 'Ya pagó este curso.',
  'checkout.free': 'Este curso es gratuito: no hay nada que pagar.',
  'checkout.leave': 'Cancelar mi inscripción',
  'checkout.confirmLeave': '¿Cancelar su inscripción en {name}?',
  'checkout.confirmLeaveRefund': '¿Cancelar su inscripción en {name}? Se le reembolsará la totalidad de su pago de {amount}.',
  'checkout.confirmLeaveNoRefund': 'El curso comienza en menos de una semana, por lo que no corresponde reembolso. ¿Cancelar su inscripción en {name} sin reembolso?',
  'checkout.toPortal': 'Ir a su portal',

  'checkout.success.title': '¡Gracias por su pago!',
  'checkout.success.confirming': 'Confirmando su pago...',
  'checkout.success.notPaid': 'Todavía no hemos recibido su pago. Si ya lo completó, espere un momento y vuelva a cargar esta página.',
  'checkout.success.start': 'Comenzar la evaluación',
  'checkout.success.minutes': 'La evaluación dura unos 15 minutos.',
  'checkout.success.notYet': 'La evaluación de su curso todavía no está abierta. La encontrará en su portal en cuanto se abra.',
};
