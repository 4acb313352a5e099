/** Only a same-site path: an absolute or protocol-relative URL would make us an open redirect. */
export function safeReturnUrl(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || [...value].some((c) => c.charCodeAt(0) < 32)) return '/';
  return value;
}
