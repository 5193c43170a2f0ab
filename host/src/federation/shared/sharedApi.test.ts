import { CERTIFICATE_FILE_NAME } from 'shared-api';
import * as offered from './shared-api';

describe('the shell’s part of shared-api', () => {
  it('names the certificate file as shared-api does', () => {
    expect(offered.CERTIFICATE_FILE_NAME).toBe(CERTIFICATE_FILE_NAME);
  });
});
