import type { certificates as english } from '../en/certificates';
import type { Translation } from '../types';

export const certificates: Translation<typeof english> = {
  'certificates.issued.one': '{count} novo certificado emitido e enviado por e-mail.',
  'certificates.issued.other': '{count} novos certificados emitidos e enviados por e-mail.',
  'certificates.redated.one': '{count} certificado existente agora tem a data de {date}.',
  'certificates.redated.other': '{count} certificados existentes agora têm a data de {date}.',
  'certificates.nothingNew': 'Todos os participantes dessa equipe e coorte já têm um certificado com a data de {date}.',
  'certificates.noParticipants': 'Não há participantes nessa equipe e coorte.',
  'certificates.dateInvalid': 'Informe uma data válida (AAAA-MM-DD).',
  'certificates.dateRange': 'Escolha uma data entre o ano 2000 e daqui a um ano.',

  'certificates.pdf.title': 'Certificado de Conclusão',
  'certificates.pdf.before': 'Certificamos que',
  'certificates.pdf.after': 'concluiu com êxito o',
  'certificates.pdf.programme': 'Programa de Habilidades de Inovação',
  'certificates.pdf.date': 'Concedido em {date}',

  'certificates.email.subject': 'Seu certificado de conclusão',
  'certificates.email.body': 'Olá, {name},\n\nParabéns por concluir o Programa de Habilidades de Inovação! Seu certificado de conclusão, com a data de {date}, está pronto. Entre no portal para baixá-lo:\n{link}\n\nDúvidas? Escreva para {support}.',
  'certificates.revoked': 'O certificado de {name} foi revogado.',
};
