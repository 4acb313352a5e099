import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { FieldValues, Resolver, UseFormProps } from 'react-hook-form';

/** Each field's first refusal (undefined when it passes); built from the contract's field schemas (lib/validation). */
export type FormRules<T> = (values: T) => Partial<Record<keyof T & string, string | undefined>>;

/**
 * A form's zod schema: `shape` names the fields as the form holds them (strings and
 * booleans, always present), `rules` says what is wrong with them. The rules run as one
 * refinement so every field's message shows at once, cross-field ones (confirmation,
 * the guardian step, certification state) included.
 */
export function formSchema<S extends z.ZodRawShape>(shape: S, rules: FormRules<z.infer<z.ZodObject<S>>>) {
  return z.object(shape).superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(rules(values))) {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message: message as string });
    }
  });
}

/** The resolver for a form schema. `raw`: submit handlers get the values as typed; the server normalises them. */
export function schemaResolver<T extends FieldValues>(schema: z.ZodType<T, T>): Resolver<T> {
  return zodResolver(schema, undefined, { raw: true }) as Resolver<T>;
}

/**
 * How every form here validates: on submit, then again only on submit or on the
 * checks a field asks for (blur, duplicate check); typing clears a field's message.
 * Focus moves to the first invalid field through focusFirstInvalid (components/ui/form),
 * which also reaches fields RHF does not hold a ref to.
 */
export const formOptions = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false } as const satisfies Partial<
  UseFormProps<FieldValues>
>;
