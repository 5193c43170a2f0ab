import { account } from '../pt/account';
import { errorsAccount } from '../pt/errors.account';
import { validationAccount } from '../pt/validation.account';

/** The pt texts of the account page and the login's later steps and the provider settings: loaded by those screens only (../lazy.ts). */
export const texts = { ...account, ...errorsAccount, ...validationAccount };
