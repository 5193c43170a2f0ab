import { account } from '../ko/account';
import { errorsAccount } from '../ko/errors.account';
import { validationAccount } from '../ko/validation.account';

/** The ko texts of the account page and the login's later steps and the provider settings: loaded by those screens only (../lazy.ts). */
export const texts = { ...account, ...errorsAccount, ...validationAccount };
