import { useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import type { SignupField, SignupForm } from '../../signup-form';

/** Field helpers every sign-up section uses: typing clears the field's message, checks set or clear it. */
export function signupFieldHelpers(form: UseFormReturn<SignupForm>) {
  return {
    set: <K extends SignupField>(key: K, value: SignupForm[K]) => {
      form.setValue(key, value as never);
      form.clearErrors(key);
    },
    setFieldError: (key: SignupField, message: string | undefined) => {
      if (message) form.setError(key, { type: 'check', message });
      else form.clearErrors(key);
    },
    errorOf: (key: SignupField): string | undefined => form.formState.errors[key]?.message,
  };
}

/**
 * A section's view of the form. It re-renders only when one of `watched` (the fields it shows or reads) changes:
 * with every section subscribed to every value, each key typed re-rendered the whole form (about 40 ms a key in
 * jsdom, so the typed sign-up tests ran near their limit on a busy machine). getValues then reads them typed.
 */
export function useSignupField(watched: readonly SignupField[]) {
  const form = useFormContext<SignupForm>();
  useWatch({ control: form.control, name: watched });
  return { form, values: form.getValues(), ...signupFieldHelpers(form) };
}
