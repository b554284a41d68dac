import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressKey,
  contactBody,
  isMailAddress,
  mailAddress,
  multiLine,
  singleLine,
  smtpSettingsBody,
  subscribeBody,
} from '@portfolio/contracts';
import { signer } from '@portfolio/kit';
import { adversarialStrings, firstSlowInput } from '@portfolio/testing';
import { formTokens } from '../src/contact/form-token.ts';
import { linkCount } from '../src/contact/spam.ts';
import { parseImport } from '../src/subscribers/import-csv.ts';
import { linkTokens } from '../src/subscribers/links.ts';

/**
 * Every step of the mail service and its contract that reads visitor input stays linear: timed on the 16 KiB
 * adversarial texts every pattern meets (far past what the contract lets through, so a quadratic step shows). The
 * CSV import reads up to 2 MiB and does real work per row (8,000 rows of 16 KiB take about the bound by themselves):
 * its time is checked to grow about four times from 64 to 256 KiB, never sixteen.
 */
const boundMs = 20;
const maxGrowth = 8;
const floorMs = 5;

const keys = ['a key for the linear-time checks'];
const now = () => new Date('2026-03-10T12:00:00Z');
const forms = formTokens(signer(keys, 'mail form tokens'), now);
const links = linkTokens(signer(keys, 'mail links'), now);
const line = singleLine(1_000_000);
const lines = multiLine(1_000_000);

const steps: Record<string, (text: string) => unknown> = {
  isMailAddress: (text) => isMailAddress(text),
  isMailAddressAfterAt: (text) => isMailAddress(`a@${text}`),
  mailAddress: (text) => mailAddress.safeParse(text),
  addressKey: (text) => addressKey(`${text}@${text}`),
  singleLine: (text) => line.safeParse(text),
  multiLine: (text) => lines.safeParse(text),
  linkCount: (text) => linkCount(text),
  formToken: (text) => forms.check(text),
  formTokenSigned: (text) => forms.check(signer(keys, 'mail form tokens').sign(text)),
  linkToken: (text) => links.read(text, 'confirm'),
  linkTokenSigned: (text) => links.read(signer(keys, 'mail links').sign(text), 'unsubscribe'),
  contactBody: (text) =>
    contactBody.safeParse({ name: text, email: text, subject: text, message: text, formToken: text, website: text }),
  subscribeBody: (text) => subscribeBody.safeParse({ email: text, firstName: text, language: 'en', source: text }),
  smtpSettingsBody: (text) =>
    smtpSettingsBody.safeParse({ host: text, port: 25, security: 'tls', user: text, password: text, fromName: text }),
};

/** What makes the CSV reader work hardest per byte: quotes, delimiters, line breaks, formulas, addresses. */
const csvUnits = ['"', '""', '",', ',"', ',', ';', '\t', '\r', '\n', '\r\n', '=', 'a@b.co,', '"a""b",', '=-+@ ', 'é'];

const median = (run: () => void) => {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[2]!;
};

function importGrowth(text: (size: number) => string) {
  const run = (body: Uint8Array) => () => {
    try {
      parseImport(body, 'en');
    } catch {
      // A refused file is an answer too: what counts is how long it took.
    }
  };
  const small = new TextEncoder().encode(text(64 * 1024));
  const large = new TextEncoder().encode(text(256 * 1024));
  const ratio = () => median(run(large)) / Math.max(floorMs, median(run(small)));
  const first = ratio();
  return first <= maxGrowth ? first : Math.min(first, ratio(), ratio());
}

describe('mail steps on adversarial text', () => {
  it.each(Object.keys(steps))('%s stays linear on 16 KiB', (name) => {
    expect(firstSlowInput(steps[name]!, adversarialStrings(16), boundMs), name).toBeUndefined();
  });

  it('reads CSV imports in time linear in their size, whatever runs they are made of', () => {
    const mixes = fc.sample(fc.array(fc.constantFrom(...csvUnits), { minLength: 1, maxLength: 6 }), {
      numRuns: 6,
      seed: 17,
    });
    for (const units of [...csvUnits.map((unit) => [unit]), ...mixes]) {
      const unit = units.join('');
      const text = (size: number) =>
        `email,name,language\n${unit.repeat(Math.ceil(size / unit.length)).slice(0, size)}`;
      expect(importGrowth(text), JSON.stringify(unit)).toBeLessThan(maxGrowth);
    }
  }, 120_000);

  it('reads a header line in time linear in its length', () => {
    for (const unit of ['"', ',', '";', 'e-mail ', '\t"']) {
      const text = (size: number) => `${unit.repeat(Math.ceil(size / unit.length)).slice(0, size)},email\nx@y.zz`;
      expect(importGrowth(text), JSON.stringify(unit)).toBeLessThan(maxGrowth);
    }
  }, 60_000);
});
