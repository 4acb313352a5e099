/**
 * Kakao's login button as its design guide draws it: container #FEE500, the speech-bubble symbol in black, the
 * label in black at 85%, corners 12px. Used on sign-in, sign-up and /my's linked accounts.
 */
export function KakaoLoginButton({ label, disabled, describedBy, onClick }: { label: string; disabled: boolean; describedBy?: string | undefined; onClick: () => void }) {
  return (
    <button
      type="button"
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={onClick}
      className="flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-[#FEE500] text-[15px] font-semibold text-black/85 hover:bg-[#F5DC00] disabled:cursor-not-allowed disabled:opacity-50"
    >
      <KakaoSymbol />
      {label}
    </button>
  );
}

function KakaoSymbol() {
  return (
    <svg aria-hidden="true" data-testid="kakao-symbol" viewBox="0 0 24 24" width="18" height="18" fill="#000000" className="shrink-0">
      <path d="M12 3C6.48 3 2 6.58 2 11c0 2.83 1.86 5.32 4.66 6.74l-.95 3.5c-.08.3.26.54.52.37l4.16-2.76c.53.06 1.07.09 1.61.09 5.52 0 10-3.58 10-8S17.52 3 12 3z" />
    </svg>
  );
}

/** The consent items 카카오 로그인 asks for (decision 124), said before the person goes to Kakao. */
export function KakaoConsentNote({ id }: { id?: string }) {
  return (
    <p id={id} className="mt-2 text-[12px] leading-5 text-slate-500">
      카카오에서 닉네임(필수)과 이메일(선택)을 받습니다. 이메일은 동의하신 경우에만 가입 이메일로 씁니다. 전화번호는 카카오에서 받지 않으며, 휴대폰
      번호는 가입할 때 문자 인증과 함께 따로 동의받습니다.
    </p>
  );
}
