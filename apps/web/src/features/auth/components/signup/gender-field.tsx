import { useSignupField } from './use-signup-field';

const genders = [
  ['M', '남성'],
  ['F', '여성'],
] as const;

/** 성별 as two large radio buttons. */
export function GenderField() {
  const { values, set, errorOf } = useSignupField(['gender']);
  const error = errorOf('gender');
  return (
    <fieldset aria-describedby={error ? 'signup-gender-error' : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">성별</legend>
      <div className="grid grid-cols-2 gap-2">
        {genders.map(([value, label]) => (
          <label
            key={value}
            className={`flex h-12 cursor-pointer items-center justify-center gap-2 rounded-xl text-[15px] font-semibold ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500 ${
              values.gender === value ? 'bg-accent-50 text-accent-700 ring-accent-500' : 'text-slate-600 ring-slate-300 hover:bg-slate-50'
            }`}
          >
            <input
              type="radio"
              name="gender"
              value={value}
              checked={values.gender === value}
              onChange={() => set('gender', value)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
      {error && (
        <p id="signup-gender-error" className="mt-1.5 text-[13px] text-rose-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
