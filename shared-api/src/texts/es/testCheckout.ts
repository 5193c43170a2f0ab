import type { testCheckout as english } from '../en/testCheckout';
import type { Translation } from '../types';

export const testCheckout: Translation<typeof english> = {
  'testCheckout.title': 'Pago de prueba',
  'testCheckout.banner': 'MODO DE PRUEBA: no se cobra ninguna tarjeta. Esta página reemplaza al proveedor de pagos con tarjeta porque no hay claves de Stripe configuradas.',
  'testCheckout.item': 'Concepto',
  'testCheckout.amount': 'Monto',
  'testCheckout.email': 'Correo electrónico',
  'testCheckout.pay': 'Pagar',
  'testCheckout.cancel': 'Cancelar',
  'testCheckout.complete': 'Este pago ya se completó.',
  'testCheckout.expired': 'Esta sesión de pago venció. Vuelva a empezar desde la página de pago.',
};
