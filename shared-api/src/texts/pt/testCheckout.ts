import type { testCheckout as english } from '../en/testCheckout';
import type { Translation } from '../types';

export const testCheckout: Translation<typeof english> = {
  'testCheckout.title': 'Pagamento de teste',
  'testCheckout.banner': 'MODO DE TESTE: nenhum cartão é cobrado. Esta página substitui o provedor de pagamento com cartão porque nenhuma chave do Stripe está configurada.',
  'testCheckout.item': 'Item',
  'testCheckout.amount': 'Valor',
  'testCheckout.email': 'E-mail',
  'testCheckout.pay': 'Pagar',
  'testCheckout.cancel': 'Cancelar',
  'testCheckout.complete': 'Este pagamento já foi concluído.',
  'testCheckout.expired': 'Este pagamento expirou. Comece novamente pela página de pagamento.',
};
