import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignupBenefit } from '@school/contracts';
import { myApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';
import { useIsLoggedIn } from '../../../stores/session';

/** The welcome benefits recorded at sign-up (may be empty). */
export async function getSignupBenefits(): Promise<SignupBenefit[]> {
  return (await callParsed(myApi.signupBenefit, '가입 혜택')).benefits;
}

export const signupBenefitQueryOptions = () => queryOptions({ queryKey: ['my', 'signupBenefit'], queryFn: getSignupBenefits });

// Member data is only asked for with a session: the welcome page stays mounted for a moment after a sign-out.
export const useSignupBenefits = () => useQuery({ ...signupBenefitQueryOptions(), enabled: useIsLoggedIn() });
