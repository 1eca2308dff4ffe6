import { CODE_LENGTH, isCodeFormatOk, isPasswordLengthOk, PASSWORD_MAX, PASSWORD_MIN } from './credentials';

describe('password and code bounds', () => {
  it('are 8 to 128 characters and 6 digits', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX, CODE_LENGTH]).toEqual([8, 128, 6]);
  });

  it.each([
    ['', false],
    ['a'.repeat(7), false],
    ['a'.repeat(8), true],
    ['a'.repeat(128), true],
    ['a'.repeat(129), false],
  ])('a password of %j fits: %s', (password, fits) => {
    expect(isPasswordLengthOk(password)).toBe(fits);
  });

  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['１２３４５６', false],
    ['', false],
  ])('the code %j is well formed: %s', (code, ok) => {
    expect(isCodeFormatOk(code)).toBe(ok);
  });
});
