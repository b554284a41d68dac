import type { LogEntry } from '@portfolio/contracts';
import { isExtensionUrl, parseFrames } from './frames.ts';

/**
 * Errors that say nothing about our code, as every error tracker filters them: an opaque cross-origin error
 * ("Script error."), the browser's ResizeObserver loop notice, errors thrown by browser extensions, and a
 * known crawler (Outlook's link scanner) rejecting with a non-Error.
 */
const noisyMessages = [
  /^(?:Uncaught )?Script error\.?$/i,
  /^(?:Uncaught )?(?:Error: )?ResizeObserver loop (?:limit exceeded|completed with undelivered notifications)/i,
  /^Non-Error promise rejection captured with value: Object Not Found Matching Id/i,
];

export function isNoise(entry: LogEntry): boolean {
  return (entry.url !== undefined && isExtensionUrl(entry.url)) || isNoiseText(entry.message, entry.stack);
}

/** The part of isNoise that reads the message and stack alone (what ingestion remembers, see textAnalyser). */
export function isNoiseText(rawMessage: string, stack: string | undefined): boolean {
  const message = rawMessage.trim();
  if (noisyMessages.some((pattern) => pattern.test(message))) return true;
  const top = parseFrames(stack)[0];
  return top !== undefined && isExtensionUrl(top.file);
}
