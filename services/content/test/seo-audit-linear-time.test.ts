import { describe, expect, it } from 'vitest';
import { adversarialStrings, firstSlowInput } from '@portfolio/testing';
import { internalPath } from '../src/seo-audit/audit-findings.ts';
import { staticFileName } from '../src/seo-audit/site-paths.ts';

/**
 * The not-found classifier reads paths visitors asked for (the analytics service's list), and the audit the links
 * of pages; the patterns of their own steps stay linear on 16 KiB of adversarial text, as the contract's are. (Pages
 * are read by htmlparser2's tokenizer, one pass, no pattern of ours.)
 */
const boundMs = 20;
const origin = 'https://portfolio.example';

const steps: Record<string, (text: string) => unknown> = {
  staticFileName: (text) => staticFileName(`/${text}`),
  internalPath: (text) => internalPath(text, origin, `${origin}/blog`),
};

describe('SEO audit steps on adversarial text', () => {
  it.each(Object.keys(steps))('%s stays linear on 16 KiB', (name) => {
    expect(firstSlowInput(steps[name]!, adversarialStrings(16), boundMs), name).toBeUndefined();
  });
});
