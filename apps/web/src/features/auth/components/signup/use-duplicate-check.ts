import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { DupBody } from '@school/contracts';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { errorMessage } from '../../../../lib/api-client';
import { validate } from '../../../../lib/validation';
import { useCheckDuplicateMutation } from '../../api/check-duplicate';
import type { SignupForm } from '../../signup-form';
import { signupFieldHelpers } from './use-signup-field';

export type DupField = 'email' | 'nickname';
type DupState = Partial<Record<DupField, { value: string; duplicated: boolean }>>;

/** 중복확인 for the e-mail and the nickname: remembers the last answer per field so it is asked once per value. */
export function useDuplicateCheck(form: UseFormReturn<SignupForm>) {
  const dup = useCheckDuplicateMutation();
  const [dupState, setDupState] = useState<DupState>({});
  const { setFieldError } = signupFieldHelpers(form);

  async function check(type: DupField): Promise<boolean> {
    const value = form.getValues(type);
    const problem = type === 'email' ? validate.email(value) : validate.nickname(value);
    if (problem) {
      setFieldError(type, problem);
      return false;
    }
    const known = dupState[type];
    if (known?.value === value.trim()) return !known.duplicated;
    try {
      const result = await dup.mutateAsync({ type, value: value.trim() } satisfies DupBody);
      if (result.code !== SUCCESS_CODE || !result.data) {
        setFieldError(type, result.message);
        return false;
      }
      const duplicated = result.data.duplicated;
      setDupState((s) => ({ ...s, [type]: { value: value.trim(), duplicated } }));
      setFieldError(type, duplicated ? (type === 'email' ? '이미 가입된 이메일입니다.' : '이미 사용 중인 닉네임입니다.') : undefined);
      return !duplicated;
    } catch (error) {
      setFieldError(type, errorMessage(error));
      return false;
    }
  }

  /** The positive message under the field, while the checked value is still the one typed. */
  const success = (type: DupField, message: string) => {
    const known = dupState[type];
    return known && !known.duplicated && known.value === form.getValues(type).trim() && !form.formState.errors[type] ? message : undefined;
  };

  return { check, success, pending: dup.isPending };
}

export type DuplicateCheck = ReturnType<typeof useDuplicateCheck>;
