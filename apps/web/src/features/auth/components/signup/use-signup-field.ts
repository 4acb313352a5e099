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

export function useSignupField() {
  const form = useFormContext<SignupForm>();
  // Subscribes this section to every value; getValues then reads them whole and typed.
  useWatch({ control: form.control });
  return { form, values: form.getValues(), ...signupFieldHelpers(form) };
}
