import { describe, expect, it } from 'vitest';
import {
  LoginBodySchema,
  MESSAGES,
  NewPasswordFormSchema,
  RegisterBodySchema,
  ResetVerifyBodySchema,
  passwordChecklist,
} from './accounts.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the registration rules', () => {
  const valid = {
    firstName: 'Meena',
    lastName: 'Sundaram',
    email: ' Meena@Example.IN ',
    phoneNumber: '9876543210',
    password: 'silver925',
  };

  it('accepts a valid registration and keeps the e-mail in lower case', () => {
    expect(RegisterBodySchema.parse(valid).email).toBe('meena@example.in');
  });

  it.each([
    [{ firstName: '' }, MESSAGES.firstNameRequired],
    [{ firstName: 'M' }, MESSAGES.nameRule],
    [{ lastName: 'Sundaram2' }, MESSAGES.nameRule],
    [{ email: '' }, MESSAGES.emailRequired],
    [{ email: 'meena@' }, MESSAGES.emailInvalid],
    [{ phoneNumber: '' }, MESSAGES.phoneRequired],
    [{ phoneNumber: '98765 43210' }, MESSAGES.phoneInvalid],
    [{ password: '' }, MESSAGES.passwordRequired],
    [{ password: 'silverrings' }, MESSAGES.passwordRule],
    [{ password: '12345678' }, MESSAGES.passwordRule],
    [{ password: 'silver 925' }, MESSAGES.passwordRule],
    // The spec's symbols are @ $ ! % * # ? & alone: a hyphen is refused, with the same message.
    [{ password: 'Silver925-Anklet' }, MESSAGES.passwordRule],
  ])('refuses %o with the spec’s message', (change, message) => {
    expect(firstMessage(RegisterBodySchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('takes names in any script, letters only', () => {
    expect(RegisterBodySchema.safeParse({ ...valid, firstName: 'மீனா' }).success).toBe(true);
  });
});

describe('the sign-in rules', () => {
  it('asks for a password of at least 8 characters', () => {
    expect(firstMessage(LoginBodySchema.safeParse({ email: 'a@b.in', password: '' }))).toBe(
      MESSAGES.passwordRequired,
    );
    expect(firstMessage(LoginBodySchema.safeParse({ email: 'a@b.in', password: 'short' }))).toBe(
      MESSAGES.passwordTooShort,
    );
  });
});

describe('a new password', () => {
  it('must be typed twice the same', () => {
    expect(
      firstMessage(
        NewPasswordFormSchema.safeParse({ newPassword: 'silver925', confirmPassword: 'silver926' }),
      ),
    ).toBe(MESSAGES.passwordsDiffer);
    expect(
      firstMessage(NewPasswordFormSchema.safeParse({ newPassword: 'silver925', confirmPassword: '' })),
    ).toBe(MESSAGES.confirmRequired);
  });

  it('shows the live checklist', () => {
    const symbols = 'Only letters A-Z, numbers and the symbols @ $ ! % * # ? &';
    expect(passwordChecklist('abc1')).toEqual({
      'At least 8 characters': false,
      'Contains letters': true,
      'Contains numbers': true,
      [symbols]: true,
    });
    expect(passwordChecklist('')[symbols]).toBe(false);
    expect(passwordChecklist('Silver925-Anklet')[symbols]).toBe(false);
    expect(passwordChecklist('Silver925@Anklet!')[symbols]).toBe(true);
  });

  it('comes with a six-digit code', () => {
    const body = { email: 'a@b.in', newPassword: 'silver925' };
    expect(ResetVerifyBodySchema.safeParse({ ...body, verificationCode: '123456' }).success).toBe(true);
    expect(firstMessage(ResetVerifyBodySchema.safeParse({ ...body, verificationCode: '12345' }))).toBe(
      MESSAGES.codeInvalid,
    );
  });
});
