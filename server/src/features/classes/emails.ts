import type { Language } from 'shared-api/contract';
import { translate } from 'shared-api/texts';
import type { Config } from '../../config';
import { enqueueEmail } from '../email';
import { formatAmount } from '../payments';
import type { Db } from './queries';

/** The enrolment confirmation, in the participant's language: how to pay, or where to find the class. */
export function queueEnrolmentEmail({ db, config, to, cls }: {
  db: Db;
  config: Config;
  to: { name: string; email: string; language: Language };
  cls: { name: string; time_description: string | null; place_description: string | null; price_minor: number; currency: string };
}) {
  const next = cls.price_minor === 0
    ? translate(to.language, 'classes.email.enrolled.free', { link: `${config.publicUrl}/portal` })
    : translate(to.language, 'classes.email.enrolled.pay', {
      amount: formatAmount(to.language, cls.price_minor, cls.currency),
      link: `${config.publicUrl}/checkout`,
    });
  return enqueueEmail({
    db,
    to: to.email,
    template: 'enrolled',
    language: to.language,
    vars: {
      name: to.name,
      className: cls.name,
      time: cls.time_description || '-',
      place: cls.place_description || '-',
      next,
      support: config.supportEmail,
    },
  });
}
