// What the auth feature offers to the rest of the app; other features import only from here.
export { AccountBox, LogoutButton } from './components/account-box';
export { ProtectedLink } from './components/protected-link';
export { certificationReady, noCertification, PhoneCertification, type CertificationState } from './components/phone-certification';
export { markLeaving } from './leaving';
export { useLogout } from './use-logout';
export { login, tokensOf, type TokenResult } from './api/login';
export { logout } from './api/logout';
export { startSession } from './session';
export { providerLabel } from './social';
export { useOAuthProviders } from './api/oauth-providers';
export { startOAuth } from './api/oauth-start';
export { KakaoConsentNote, KakaoLoginButton } from './components/kakao-login-button';
