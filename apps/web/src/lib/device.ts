/** What the session records about this browser (the specification: device = os + browser). */
export interface DeviceInfo {
  os: string;
  browser: string;
}

export function describeDevice(userAgent: string = navigator.userAgent): DeviceInfo {
  return { os: detectOs(userAgent), browser: detectBrowser(userAgent) };
}

/** The device text the server lists under "로그인한 기기" (OS and browser). */
export function deviceText(device: DeviceInfo): string {
  return device.browser === 'unknown' ? device.os : `${device.os} · ${device.browser}`;
}

function detectOs(ua: string): string {
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Android/.test(ua)) return 'Android';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/Linux/.test(ua)) return 'Linux';
  return 'unknown';
}

function detectBrowser(ua: string): string {
  const known: Array<[RegExp, string]> = [
    [/Edg\/([\d.]+)/, 'Edge'],
    [/SamsungBrowser\/([\d.]+)/, 'Samsung Internet'],
    [/Whale\/([\d.]+)/, 'Whale'],
    [/Chrome\/([\d.]+)/, 'Chrome'],
    [/Firefox\/([\d.]+)/, 'Firefox'],
    [/Version\/([\d.]+).*Safari/, 'Safari'],
  ];
  for (const [pattern, name] of known) {
    const match = pattern.exec(ua);
    if (match) return `${name} ${match[1]?.split('.')[0] ?? ''}`.trim();
  }
  return 'unknown';
}
