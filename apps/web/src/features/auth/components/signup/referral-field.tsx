import { useState } from 'react';
import { accountLimits, SUCCESS_CODE } from '@school/contracts/plain';
import { secondaryButton, TextField } from '../../../../components/ui/form';
import { errorMessage } from '../../../../lib/api-client';
import { validate } from '../../../../lib/validation';
import { useCheckReferralMutation } from '../../api/check-referral';
import { useSignupField } from './use-signup-field';

/** 추천인 코드 (optional), with the server's 코드 확인. */
export function ReferralField() {
  const { values, set, setFieldError, errorOf } = useSignupField(['referralCode']);
  const referral = useCheckReferralMutation();
  const [referralOk, setReferralOk] = useState<string | null>(null);

  async function checkReferral() {
    const code = values.referralCode.trim();
    const problem = validate.referralCode(code);
    if (!code || problem) {
      setFieldError('referralCode', problem ?? '추천인 코드를 입력해 주세요.');
      return;
    }
    try {
      const result = await referral.mutateAsync(code);
      if (result.code !== SUCCESS_CODE || !result.data) setFieldError('referralCode', result.message);
      else if (!result.data.exists) setFieldError('referralCode', '추천인 코드를 찾을 수 없습니다.');
      else {
        setFieldError('referralCode', undefined);
        setReferralOk(result.data.code);
      }
    } catch (error) {
      setFieldError('referralCode', errorMessage(error));
    }
  }

  return (
    <TextField
      label="추천인 코드"
      optional
      maxLength={accountLimits.referralCodeMax}
      autoCapitalize="characters"
      value={values.referralCode}
      onChange={(e) => {
        set('referralCode', e.target.value);
        setReferralOk(null);
      }}
      error={errorOf('referralCode')}
      success={referralOk && referralOk === values.referralCode.trim().toUpperCase() ? '확인된 추천인 코드입니다.' : undefined}
      addon={
        <button type="button" className={secondaryButton} onClick={() => void checkReferral()} disabled={referral.isPending || !values.referralCode.trim()}>
          코드 확인
        </button>
      }
    />
  );
}
