import { account } from '../en/account';
import { errorsAccount } from '../en/errors.account';
import { validationAccount } from '../en/validation.account';

/** The en texts of the account page and the login's later steps and the provider settings: loaded by those screens only (../lazy.ts). */
export const texts = { ...account, ...errorsAccount, ...validationAccount };
