import { account } from '../es/account';
import { errorsAccount } from '../es/errors.account';
import { validationAccount } from '../es/validation.account';

/** The es texts of the account page and the login's later steps and the provider settings: loaded by those screens only (../lazy.ts). */
export const texts = { ...account, ...errorsAccount, ...validationAccount };
