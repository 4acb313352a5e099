import { accountLimits } from '@school/contracts/plain';
import { useId, useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export const primaryButton =
  'inline-flex h-12 items-center justify-center rounded-xl bg-accent-600 px-5 text-[15px] font-semibold text-white hover:bg-accent-700 disabled:cursor-not-allowed disabled:bg-slate-300';
export const secondaryButton =
  'inline-flex h-12 shrink-0 items-center justify-center rounded-xl bg-white px-4 text-[14px] font-semibold whitespace-nowrap text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:ring-slate-200';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id?: string;
  label: ReactNode;
  /** A refusal to show under the field (marks it invalid). */
  error?: string | undefined;
  /** A positive result, e.g. "사용할 수 있는 이메일입니다." */
  success?: string | undefined;
  hint?: ReactNode;
  /** Mark the label as optional ("선택"). */
  optional?: boolean;
  /** A button or text beside the input (중복확인, 인증번호 받기). */
  addon?: ReactNode;
  /** Something shown inside the input's right edge (countdown). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its message; the message is tied to the input for screen readers. */
export function TextField({ id, label, error, success, hint, optional, addon, trailing, className = '', ref, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  const message = error ?? success ?? hint;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 flex items-center gap-1 text-sm font-semibold text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-400">(선택)</span>}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            ref={ref}
            id={inputId}
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            className={`h-12 w-full rounded-xl border bg-white px-4 text-[15px] text-slate-900 placeholder:text-slate-400 focus:outline-none focus-visible:outline-none focus:ring-2 read-only:bg-slate-50 read-only:text-slate-600 disabled:bg-slate-50 disabled:text-slate-500 ${
              error ? 'border-rose-400 focus:border-rose-500 focus:ring-rose-100' : 'border-slate-300 focus:border-accent-500 focus:ring-accent-100'
            } ${trailing ? 'pr-20' : ''}`}
            {...input}
          />
          {trailing && <span className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-sm font-semibold tabular-nums text-rose-600">{trailing}</span>}
        </div>
        {addon}
      </div>
      {message && (
        <p
          id={messageId}
          className={`mt-1.5 text-[13px] leading-snug ${error ? 'text-rose-600' : success ? 'text-emerald-700' : 'text-slate-500'}`}
        >
          {message}
        </p>
      )}
    </div>
  );
}

/** A form-level message (server refusal or notice) announced when it appears. */
export function FormAlert({ message, tone = 'error' }: { message: string | null | undefined; tone?: 'error' | 'info' }) {
  if (!message) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl px-4 py-3 text-sm leading-relaxed ${tone === 'error' ? 'bg-rose-50 text-rose-800' : 'bg-accent-50 text-accent-800'}`}
    >
      {message}
    </p>
  );
}

/** The centred column the sign-in pages share: a card on desktop, full width on small screens. */
export function AuthShell({
  title,
  description,
  children,
  announce = false,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** A screen that replaces another in place (the welcome after sign-up): start at its top and move focus to its title. */
  announce?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (!announce) return;
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [announce]);
  return (
    <div className="mx-auto w-full max-w-[480px] px-5 py-12 mobile:px-4 mobile:py-6">
      <section
        aria-labelledby="auth-title"
        className="rounded-3xl bg-white p-8 shadow-[0_12px_40px_-20px_rgba(15,23,42,0.25)] ring-1 ring-slate-100 mobile:p-0 mobile:shadow-none mobile:ring-0"
      >
        <h1
          id="auth-title"
          ref={heading}
          tabIndex={announce ? -1 : undefined}
          className="text-2xl font-bold tracking-tight text-slate-900 outline-none mobile:text-[22px]"
        >
          {title}
        </h1>
        {description && <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{description}</p>}
        <div className="mt-7 mobile:mt-6">{children}</div>
      </section>
    </div>
  );
}

/** Focuses the first element of the form marked invalid, after React painted the messages. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/** What a form library hands an input (name, handlers, ref), e.g. react-hook-form's `register(name)`. */
export type InputBinding = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> };

/** The new password and its confirmation, as the reset page and 비밀번호 변경 both ask for them. */
export function NewPasswordFields(props: {
  password: InputBinding;
  confirm: InputBinding;
  passwordError?: string | undefined;
  confirmError?: string | undefined;
}) {
  return (
    <>
      <TextField
        label="새 비밀번호"
        type="password"
        autoComplete="new-password"
        maxLength={accountLimits.passwordMax}
        {...props.password}
        error={props.passwordError}
        hint={`${accountLimits.passwordMin}자 이상 ${accountLimits.passwordMax}자 이하`}
      />
      <TextField
        label="새 비밀번호 확인"
        type="password"
        autoComplete="new-password"
        maxLength={accountLimits.passwordMax}
        {...props.confirm}
        error={props.confirmError}
      />
    </>
  );
}
