import type { checkout as english } from '../en/checkout';
import type { Translation } from '../types';

export const checkout: Translation<typeof english> = {
  'checkout.title': 'Pagamento',
  'checkout.yourClass': 'Seu curso',
  'checkout.total': 'Total',
  'checkout.refundPolicy': 'Reembolso integral em caso de cancelamento até 1 semana antes do início do curso',
  'checkout.back': 'Voltar à seleção de cursos',
  'checkout.pay': 'Prosseguir para o pagamento',
  'checkout.redirecting': 'Redirecionando para a página de pagamento...',
  'checkout.stripeError': 'Não foi possível conectar à API do Stripe',
  'checkout.testMode': 'Modo de teste: nenhum cartão será cobrado.',
  'checkout.noClass': 'Você ainda não está inscrito em um curso.',
  'checkout.chooseClass': 'Escolher um curso',
  'checkout.adminSkips': 'Como administrador, você não precisa pagar.',
  'checkout.paid': 'Você já pagou por este curso.',
  'checkout.free': 'Este curso é gratuito: não há nada a pagar.',
  'checkout.leave': 'Cancelar minha inscrição',
  'checkout.confirmLeave': 'Cancelar sua inscrição em {name}?',
  'checkout.confirmLeaveRefund': 'Cancelar sua inscrição em {name}? Seu pagamento de {amount} será reembolsado integralmente.',
  'checkout.confirmLeaveNoRefund': 'O curso começa em menos de uma semana, portanto, não há direito a reembolso. Cancelar sua inscrição em {name} sem reembolso?',
  'checkout.toPortal': 'Ir para o seu portal',

  'checkout.success.title': 'Obrigado pelo seu pagamento!',
  'checkout.success.confirming': 'Confirmando seu pagamento...',
  'checkout.success.notPaid': 'Ainda não recebemos seu pagamento. Se você já o concluiu, aguarde um momento e recarregue esta página.',
  'checkout.success.start': 'Começar a avaliação',
  'checkout.success.minutes': 'A avaliação leva cerca de 15 minutos.',
  'checkout.success.notYet': 'A avaliação do seu curso ainda não está aberta. Ela aparecerá no seu portal assim que for aberta.',
};
