import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountLimits, SUCCESS_CODE, type MyUser } from '@school/contracts';
import { errorMessage } from '../../../lib/api-client';
import { primaryButton, TextField } from '../../../components/ui/form';
import { validate } from '../../../lib/validation';
import { useChangeNameMutation } from '../api/change-name';
import { InfoSection, ResultMessage, type Result } from './info-section';

export function NameSection({ user }: { user: MyUser }) {
  const queryClient = useQueryClient();
  const mutation = useChangeNameMutation();
  const [name, setName] = useState(user.user_name);
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<Result>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validate.userName(name);
    setError(problem);
    setResult(null);
    if (problem) return;
    try {
      const response = await mutation.mutateAsync({ user_name: name.trim() });
      if (response.code === SUCCESS_CODE) {
        await queryClient.invalidateQueries({ queryKey: ['my'] });
        setName(name.trim());
      } else setError(response.message);
      setResult({ ok: response.code === SUCCESS_CODE, message: response.message });
    } catch (e) {
      setResult({ ok: false, message: errorMessage(e) });
    }
  }

  return (
    <InfoSection id="my-name" title="이름 변경">
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="이름 변경">
        <TextField
          label="이름"
          autoComplete="name"
          maxLength={accountLimits.userNameMax}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
          error={error}
          addon={
            <button type="submit" className={`${primaryButton} shrink-0`} disabled={mutation.isPending || name.trim() === user.user_name}>
              이름 저장
            </button>
          }
        />
        <ResultMessage result={result} />
      </form>
    </InfoSection>
  );
}
