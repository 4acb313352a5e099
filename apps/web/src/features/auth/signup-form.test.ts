import { describe, expect, it } from 'vitest';
import { emptySignupForm, fieldOfCode, fieldsOfValidation, formatBirthInput, toSignupBody, validateSignup, type SignupForm } from './signup-form';
import { ageOn, needsGuardian, validate } from '../../lib/validation';

const today = '2026-11-22';

const adult: SignupForm = {
  ...emptySignupForm,
  email: 'new@example.com',
  password: 'correct-horse-9',
  passwordConfirm: 'correct-horse-9',
  userName: '김투자',
  nickname: '투자왕_1',
  hpno: '010-1234-5678',
  authNo: '123456',
  birth: '1990-01-31',
  gender: 'F',
  agreeTerms: true,
  agreePrivacy: true,
};

const ready = { certReady: true, guardianCertReady: false, today };

describe('field rules mirror the contract', () => {
  it.each([
    ['', '이메일을 입력해 주세요.'],
    ['not-an-email', '이메일 형식이 올바르지 않습니다.'],
  ])('email %j → %s', (value, message) => expect(validate.email(value)).toBe(message));

  it('passwords need 8 to 128 characters', () => {
    expect(validate.password('')).toBe('비밀번호를 입력해 주세요.');
    expect(validate.password('short7!')).toBe('비밀번호는 8자 이상이어야 합니다.');
    expect(validate.password('a'.repeat(129))).toBe('비밀번호는 128자 이하여야 합니다.');
    expect(validate.password('12345678')).toBeUndefined();
  });

  it('nicknames allow Hangul, letters, digits and _', () => {
    expect(validate.nickname('가')).toBe('닉네임은 2자 이상이어야 합니다.');
    expect(validate.nickname('투자 왕')).toBe('닉네임은 한글, 영문, 숫자, 밑줄(_)만 쓸 수 있습니다.');
    expect(validate.nickname('투자왕_1')).toBeUndefined();
  });

  it('phones are Korean mobile numbers, hyphens optional', () => {
    expect(validate.hpno('010-1234-5678')).toBeUndefined();
    expect(validate.hpno('01012345678')).toBeUndefined();
    expect(validate.hpno('02-123-4567')).toBe('휴대폰 번호 형식이 올바르지 않습니다.');
  });

  it('the code has six digits; the birth date is a real past date', () => {
    expect(validate.authNo('12345')).toBe('인증번호 6자리를 입력해 주세요.');
    expect(validate.birth('1990-02-30')).toBe('생년월일을 다시 확인해 주세요.');
    expect(validate.birth('19900131')).toBe('생년월일은 YYYY-MM-DD 형식으로 입력해 주세요.');
  });

  it('formats a typed birth date progressively', () => {
    expect(formatBirthInput('1990')).toBe('1990');
    expect(formatBirthInput('199001')).toBe('1990-01');
    expect(formatBirthInput('19900131')).toBe('1990-01-31');
    expect(formatBirthInput('1990-01-31')).toBe('1990-01-31');
  });
});

describe('validateSignup', () => {
  it('accepts a complete adult form', () => {
    expect(validateSignup(adult, ready)).toEqual({});
  });

  it('lists every missing field of an empty form in Korean', () => {
    const errors = validateSignup(emptySignupForm, { certReady: false, guardianCertReady: false, today });
    expect(errors).toMatchObject({
      email: '이메일을 입력해 주세요.',
      password: '비밀번호를 입력해 주세요.',
      passwordConfirm: '비밀번호를 한 번 더 입력해 주세요.',
      userName: '이름을 입력해 주세요.',
      nickname: '닉네임을 입력해 주세요.',
      hpno: '휴대폰 번호를 입력해 주세요.',
      birth: '생년월일을 입력해 주세요.',
      gender: '성별을 선택해 주세요.',
      agreeTerms: '이용약관에 동의해 주세요.',
      agreePrivacy: '개인정보 수집 및 이용에 동의해 주세요.',
    });
  });

  it('wants matching passwords and a requested certification number', () => {
    const errors = validateSignup({ ...adult, passwordConfirm: 'other-pass-1' }, { ...ready, certReady: false });
    expect(errors.passwordConfirm).toBe('비밀번호가 일치하지 않습니다.');
    expect(errors.hpno).toBe('인증번호 받기를 눌러 휴대폰 인증을 진행해 주세요.');
  });
});

describe('under-14 guardian requirement', () => {
  it('counts full years on the Korean day', () => {
    expect(ageOn('2012-11-22', today)).toBe(14);
    expect(ageOn('2012-11-23', today)).toBe(13);
    expect(needsGuardian('2012-11-22', today)).toBe(false);
    expect(needsGuardian('2012-11-23', today)).toBe(true);
    expect(needsGuardian('not a date', today)).toBe(false);
  });

  it('requires the guardian name, phone and code before submitting', () => {
    const child = { ...adult, birth: '2015-03-01' };
    expect(validateSignup(child, ready)).toEqual({
      guardianName: '보호자 이름을 입력해 주세요.',
      guardianHpno: '휴대폰 번호를 입력해 주세요.',
    });
    const withPhone = { ...child, guardianName: '김보호', guardianHpno: '010-9999-8888' };
    expect(validateSignup(withPhone, ready)).toEqual({ guardianHpno: '인증번호 받기를 눌러 보호자 휴대폰 인증을 진행해 주세요.' });
    expect(validateSignup(withPhone, { ...ready, guardianCertReady: true })).toEqual({ guardianAuthNo: '인증번호 6자리를 입력해 주세요.' });
    expect(validateSignup({ ...withPhone, guardianAuthNo: '654321' }, { ...ready, guardianCertReady: true })).toEqual({});
  });

  it('refuses the child’s own phone as the guardian’s', () => {
    const child = { ...adult, birth: '2015-03-01', guardianName: '김보호', guardianHpno: adult.hpno.replace(/-/g, ''), guardianAuthNo: '654321' };
    expect(validateSignup(child, { ...ready, guardianCertReady: true })).toEqual({ guardianHpno: '보호자 휴대폰 번호는 본인의 번호와 달라야 합니다.' });
    expect(fieldOfCode('2090')).toBe('guardianHpno');
  });

  it('sends the guardian fields only for an under-14', () => {
    const child = { ...adult, birth: '2015-03-01', guardianName: '김보호', guardianHpno: '010-9999-8888', guardianAuthNo: '654321' };
    expect(toSignupBody(child, 'macOS · Chrome 130', today)).toMatchObject({
      guardian_name: '김보호',
      guardian_hpno: '010-9999-8888',
      guardian_auth_no: '654321',
    });
    const body = toSignupBody({ ...adult, guardianName: '남은 값' }, 'macOS', today);
    expect(body).toEqual({
      email: 'new@example.com',
      user_password: 'correct-horse-9',
      user_name: '김투자',
      nickname: '투자왕_1',
      hpno: '010-1234-5678',
      auth_no: '123456',
      birth: '1990-01-31',
      gender: 'F',
      agree_terms: 'Y',
      agree_privacy: 'Y',
      is_market: 'N',
      os: 'macOS',
    });
  });
});

it('maps a validation answer onto form fields', () => {
  expect(
    fieldsOfValidation({ fields: [{ field: 'body.nickname', message: '닉네임은 2자 이상이어야 합니다.' }, { field: 'body.zzz', message: 'x' }] }),
  ).toEqual({ nickname: '닉네임은 2자 이상이어야 합니다.' });
  expect(fieldsOfValidation(null)).toEqual({});
});

describe('server refusals land on their field', () => {
  it('puts a wrong or expired SMS code under the code field', () => {
    expect(fieldOfCode('2022')).toBe('authNo');
    expect(fieldOfCode('2021')).toBe('authNo');
    expect(fieldOfCode('2010')).toBe('email');
  });
});
