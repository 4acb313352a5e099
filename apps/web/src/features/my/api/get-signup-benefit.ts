import { queryOptions, useQuery } from '@tanstack/react-query';
import { signupBenefitResponse, type SignupBenefit } from '@school/contracts';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../stores/session';

/** GET /api/my/signup_benefit: the welcome benefits recorded at sign-up (may be empty). */
export async function getSignupBenefits(): Promise<SignupBenefit[]> {
  const parsed = signupBenefitResponse.safeParse(unwrap(await apiRequest<unknown>({ method: 'GET', url: '/api/my/signup_benefit' })));
  if (!parsed.success) throw new Error('가입 혜택 정보의 형식이 올바르지 않습니다.');
  return parsed.data.benefits;
}

export const signupBenefitQueryOptions = () => queryOptions({ queryKey: ['my', 'signupBenefit'], queryFn: getSignupBenefits });

// Member data is only asked for with a session: the welcome page stays mounted for a moment after a sign-out.
export const useSignupBenefits = () => useQuery({ ...signupBenefitQueryOptions(), enabled: useIsLoggedIn() });
