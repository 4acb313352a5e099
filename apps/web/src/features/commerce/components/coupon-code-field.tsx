import { useState } from 'react';
import { couponRegisterBody, type MyCoupon } from '@school/contracts';
import { commerceLimits } from '@school/contracts/plain';
import { TextField, secondaryButton } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { useRegisterCouponMutation } from '../api/register-coupon';

/** A coupon code field that registers the code (once per member); checkout then selects the new coupon. */
export function CouponCodeField({ onRegistered, label = '쿠폰 번호 등록' }: { onRegistered?: (coupon: MyCoupon) => void; label?: string }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const register = useRegisterCouponMutation();

  const submit = () => {
    setDone(undefined);
    const parsed = couponRegisterBody.safeParse({ cp_no: code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    register.mutate(parsed.data, {
      onSuccess: (coupon) => {
        setCode('');
        setDone(`'${coupon.name}' 쿠폰을 등록했습니다.`);
        onRegistered?.(coupon);
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <TextField
      label={label}
      placeholder="예: DEMO-5000"
      value={code}
      maxLength={commerceLimits.cpNoMax}
      autoComplete="off"
      onChange={(e) => setCode(e.target.value)}
      onKeyDown={(e) => {
        // Enter registers the code instead of submitting the surrounding checkout form.
        if (e.key === 'Enter') {
          e.preventDefault();
          submit();
        }
      }}
      error={error}
      success={done}
      addon={
        <button type="button" onClick={submit} disabled={register.isPending} aria-busy={register.isPending} className={secondaryButton}>
          등록
        </button>
      }
    />
  );
}
