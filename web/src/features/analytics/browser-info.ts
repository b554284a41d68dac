import type { BrowserInfo } from '@portfolio/contracts';

/** Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari" ("HeadlessChrome" is Chrome). */
export function detectBrowser(userAgent: string): BrowserInfo['browser'] {
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return 'Edge';
  if (/OPR\/|Opera/.test(userAgent)) return 'Opera';
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'Firefox';
  if (/Chrome\/|CriOS\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'Unknown';
}

/** Parts of Navigator that only some browsers have. */
interface NavigatorExtras {
  deviceMemory?: number;
  connection?: { effectiveType?: string; downlink?: number; rtt?: number; saveData?: boolean };
  getBattery?: () => Promise<{ charging: boolean; level: number }>;
  userAgentData?: { platform?: string };
}

const whole = (value: number, max: number) => Math.min(Math.max(0, Math.round(value || 0)), max);
const optional = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

/** Spec §3 "Browser info", every field within the analytics contract's bounds. */
export async function collectBrowserInfo(win: Window = window): Promise<BrowserInfo> {
  const nav = win.navigator as Navigator & NavigatorExtras;
  const connection = nav.connection;
  return {
    browser: detectBrowser(nav.userAgent),
    platform: (nav.userAgentData?.platform || nav.platform || '').slice(0, 128),
    language: (nav.language || '').slice(0, 35),
    screenResolution: `${whole(win.screen.width, 100_000)}x${whole(win.screen.height, 100_000)}`,
    viewport: { width: whole(win.innerWidth, 100_000), height: whole(win.innerHeight, 100_000) },
    outerSize: { width: whole(win.outerWidth, 100_000), height: whole(win.outerHeight, 100_000) },
    colorDepth: whole(win.screen.colorDepth, 128),
    pixelDepth: whole(win.screen.pixelDepth, 128),
    hardwareConcurrency: nav.hardwareConcurrency ? whole(nav.hardwareConcurrency, 1024) : null,
    deviceMemory: typeof nav.deviceMemory === 'number' ? Math.min(nav.deviceMemory, 1024) : null,
    connection: connection
      ? {
          effectiveType: optional(connection.effectiveType?.slice(0, 16)),
          downlink: optional(connection.downlink),
          rtt: optional(connection.rtt),
          saveData: optional(connection.saveData),
        }
      : null,
    battery: await readBattery(nav),
  };
}

async function readBattery(nav: NavigatorExtras): Promise<BrowserInfo['battery']> {
  if (typeof nav.getBattery !== 'function') return null;
  try {
    const battery = await nav.getBattery();
    return { charging: battery.charging, level: battery.level };
  } catch {
    return null;
  }
}
