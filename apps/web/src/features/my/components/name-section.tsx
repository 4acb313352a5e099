import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import type { MyUser } from '@school/contracts';
import { accountLimits, SUCCESS_CODE } from '@school/contracts/plain';
import { errorMessage } from '../../../lib/api-client';
import { primaryButton, TextField } from '../../../components/ui/form';
import { validate } from '../../../lib/validation';
import { formOptions, formSchema, schemaResolver } from '../../../lib/form-schema';
import { useChangeNameMutation } from '../api/change-name';
import { InfoSection, ResultMessage, type Result } from './info-section';

const nameSchema = formSchema({ name: z.string() }, (v) => ({ name: validate.userName(v.name) }));
type NameValues = z.infer<typeof nameSchema>;

export function NameSection({ user }: { user: MyUser }) {
  const queryClient = useQueryClient();
  const mutation = useChangeNameMutation();
  const { register, handleSubmit, setError, setValue, clearErrors, control, formState } = useForm<NameValues>({
    ...formOptions,
    defaultValues: { name: user.user_name },
    resolver: schemaResolver(nameSchema),
  });
  const name = useWatch({ control, name: 'name' });
  const [result, setResult] = useState<Result>(null);

  async function onValid({ name }: NameValues) {
    setResult(null);
    try {
      const response = await mutation.mutateAsync({ user_name: name.trim() });
      if (response.code === SUCCESS_CODE) {
        await queryClient.invalidateQueries({ queryKey: ['my'] });
        setValue('name', name.trim());
      } else setError('name', { type: 'server', message: response.message });
      setResult({ ok: response.code === SUCCESS_CODE, message: response.message });
    } catch (e) {
      setResult({ ok: false, message: errorMessage(e) });
    }
  }

  return (
    <InfoSection id="my-name" title="이름 변경">
      <form noValidate onSubmit={(e) => void handleSubmit(onValid, () => setResult(null))(e)} aria-label="이름 변경">
        <TextField
          label="이름"
          autoComplete="name"
          maxLength={accountLimits.userNameMax}
          {...register('name', { onChange: () => clearErrors('name') })}
          error={formState.errors.name?.message}
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
