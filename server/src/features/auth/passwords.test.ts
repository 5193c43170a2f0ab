import { loadConfig } from '../../config';
import { oldScryptHash } from '../../test/scryptHash';
import { hashPassword, hashPasswords, hasPassword, needsRehash, NO_PASSWORD, spendDummyVerify, verifyPassword } from './passwords';

const COST = { memoryKiB: 64, timeCost: 1 };

describe('hashPassword', () => {
  it('makes an argon2id PHC string carrying its cost, with a fresh salt each time', async () => {
    const [a, b] = [await hashPassword('correct-horse-1', COST), await hashPassword('correct-horse-1', COST)];
    expect(a).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(b).not.toBe(a);
    expect(await hashPassword('x', { memoryKiB: 128, timeCost: 3 })).toMatch(/^\$argon2id\$v=19\$m=128,t=3,p=1\$/);
  });

  it('hashes many in order', async () => {
    const passwords = ['first-1', 'second-2', 'third-3'];
    const hashes = await hashPasswords(passwords, COST);
    expect(await Promise.all(hashes.map((h, i) => verifyPassword(passwords[i], h)))).toEqual([true, true, true]);
    expect(await verifyPassword('first-1', hashes[1])).toBe(false);
  });
});

describe('verifyPassword', () => {
  it('takes the right password of an argon2id hash only', async () => {
    const stored = await hashPassword('correct-horse-1', COST);
    expect(await verifyPassword('correct-horse-1', stored)).toBe(true);
    expect(await verifyPassword('correct-horse-2', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('still takes an old scrypt hash, at the cost written in it', async () => {
    const stored = oldScryptHash('correct-horse-1', 11);
    expect(await verifyPassword('correct-horse-1', stored)).toBe(true);
    expect(await verifyPassword('correct-horse-2', stored)).toBe(false);
  });

  it('matches nothing with no password, a damaged hash or an unknown format', async () => {
    const damaged = (await hashPassword('correct-horse-1', COST)).replace('$v=19$', '$v=x$');
    for (const stored of [NO_PASSWORD, '', damaged, '$argon2i$v=19$m=64,t=1,p=1$c2FsdHNhbHQ$aGFzaA', 'scrypt$10$8$1$c2FsdA==', 'correct-horse-1']) {
      expect([stored, await verifyPassword('correct-horse-1', stored)]).toEqual([stored, false]);
    }
  });

  it('normalises to NFC, so a composed and a decomposed é are the same password', async () => {
    const composed = 'caf\u00e9-au-lait';
    const decomposed = 'cafe\u0301-au-lait';
    expect(await verifyPassword(decomposed, await hashPassword(composed, COST))).toBe(true);
    expect(await verifyPassword(composed, await hashPassword(decomposed, COST))).toBe(true);
    expect(await verifyPassword(decomposed, oldScryptHash(composed))).toBe(true);
  });

  it('spends a dummy check without an account to check', async () => {
    await expect(spendDummyVerify('anything', COST)).resolves.toBeUndefined();
  });
});

describe('needsRehash and hasPassword', () => {
  it('asks for every scrypt hash and an argon2id hash at another cost to be made again', async () => {
    const current = await hashPassword('p', COST);
    expect(needsRehash(current, COST)).toBe(false);
    expect(needsRehash(current, { ...COST, memoryKiB: 128 })).toBe(true);
    expect(needsRehash(current, { ...COST, timeCost: 2 })).toBe(true);
    expect(needsRehash(oldScryptHash('p'), COST)).toBe(true);
    for (const stored of [NO_PASSWORD, '', '$argon2id$broken', 'plain']) expect([stored, needsRehash(stored, COST)]).toEqual([stored, false]);
  });

  it('knows both formats as passwords, and nothing else', async () => {
    expect(hasPassword(await hashPassword('p', COST))).toBe(true);
    expect(hasPassword(oldScryptHash('p'))).toBe(true);
    expect(hasPassword(NO_PASSWORD)).toBe(false);
  });
});

describe('the cost settings', () => {
  it("default to OWASP's argon2id minimum and refuse what argon2 cannot do", () => {
    expect(loadConfig({}).passwordCost).toEqual({ memoryKiB: 19456, timeCost: 2 });
    expect(loadConfig({ ARGON2_MEMORY_KIB: '8', ARGON2_TIME_COST: '3' }).passwordCost).toEqual({ memoryKiB: 8, timeCost: 3 });
    expect(() => loadConfig({ ARGON2_MEMORY_KIB: '7' })).toThrow('ARGON2_MEMORY_KIB must be at least 8, got "7"');
    expect(() => loadConfig({ ARGON2_MEMORY_KIB: '19 MiB' })).toThrow('ARGON2_MEMORY_KIB must be a non-negative integer');
    expect(() => loadConfig({ ARGON2_TIME_COST: '0' })).toThrow('ARGON2_TIME_COST must be at least 1');
  });
});
