import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { mailAdminEndpoints as a, type NewsletterIssue } from '@portfolio/contracts';
import { processCpuMicros } from '@portfolio/testing';
import { smtpSettingsFor } from '../test/mail-service.ts';
import { startMailProcess } from '../test/mail-process.ts';
import {
  actionPath,
  adminCall,
  importConfirmed,
  issueOf,
  publishArticle,
  schedulePath,
  startContent,
  upcomingOf,
} from '../test/newsletter-fixtures.ts';

/**
 * One newsletter issue sent to 10,000 confirmed subscribers (BENCH_SUBSCRIBERS) by the mail service as its own
 * process (its main.ts, on its SQLite file), through a loopback SMTP server (nodemailer's smtp-server, which counts
 * what it accepts and keeps nothing, so that the receiving end costs little of the machine's two cores), with
 * MAIL_SEND_RATE at its ceiling so that the rate limit is not what is measured. The articles come from the real
 * content service. Printed: messages per second from "send now" to the issue's last record, and the service's peak
 * memory (its resident set's high-water mark, VmHWM from /proc, the service's alone). Nothing asserted.
 *
 *   node services/mail/bench/newsletter-send.ts
 */
const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const languages = ['en', 'fr', 'es', 'de', 'it', 'pt', 'ja', 'zh', 'ar', 'ru'] as const;
const realClock = { at: 0, now: () => new Date(), advance: () => undefined };

/** A figure of /proc/{pid}/status in MB: VmRSS (now) or VmHWM (the highest since the process started). */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

/** The receiving server: accepts every mail, counts them and their distinct recipients, keeps nothing else. */
async function countingSmtpServer() {
  const received = { mails: 0, bytes: 0, recipients: new Set<string>() };
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      stream.on('data', (chunk: Buffer) => (received.bytes += chunk.length));
      stream.on('end', () => {
        received.mails += 1;
        for (const rcpt of session.envelope.rcptTo) received.recipients.add(rcpt.address);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { host: '127.0.0.1', port, received, stop: () => new Promise<void>((r) => server.close(() => r())) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-newsletter-'));
const content = await startContent(realClock);
const smtp = await countingSmtpServer();
const service = await startMailProcess(dataDir, {
  CONTENT_URL: content.url,
  MAIL_SEND_RATE: '1000',
  LOG_LEVEL: 'error',
  ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
});
try {
  const pid = service.child.pid!;
  await adminCall(service.url, 'PUT', a.saveSmtpSettings.path, smtpSettingsFor(smtp));
  await importConfirmed(
    service,
    Array.from({ length: subscribers }, (_, i) => ({
      email: `reader${i}@example.org`,
      firstName: i % 3 === 0 ? `Reader ${i}` : '',
      language: languages[i % languages.length]!,
    })),
  );
  await adminCall(service.url, 'PUT', schedulePath, { enabled: true, weekday: 1, hour: 9, timeZone: 'UTC' });
  await new Promise((resolve) => setTimeout(resolve, 5));
  for (let n = 1; n <= 5; n++) {
    await publishArticle(content, [
      { lang: 'en', title: `Benchmark article ${n}`, excerpt: 'What the week brought, in a few lines.' },
      { lang: 'fr', title: `Article de mesure ${n}`, excerpt: 'Ce que la semaine a apporté, en quelques lignes.' },
    ]);
  }
  const draft = await upcomingOf(service.url);
  const idle = memoryMb(pid, 'VmRSS');
  const started = performance.now();
  const cpuBefore = processCpuMicros([pid]);
  await adminCall(service.url, 'POST', actionPath(draft.id, 'send'));
  let issue: NewsletterIssue;
  for (;;) {
    issue = await issueOf(service.url, draft.id);
    if (issue.status === 'sent') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = memoryMb(pid, 'VmHWM');
  const cpuMs = (processCpuMicros([pid]) - cpuBefore) / 1000;
  const lines = [
    `newsletter issue to ${subscribers} confirmed subscribers through the loopback SMTP server`,
    `  ${issue.report.sent} sent in ${seconds.toFixed(1)} s: ${(issue.report.sent / seconds).toFixed(0)} messages/s (MAIL_SEND_RATE=1000)`,
    `  received: ${smtp.received.mails} mails, ${smtp.received.recipients.size} distinct recipients, ${(smtp.received.bytes / smtp.received.mails / 1024).toFixed(1)} KB each`,
    `  service CPU: ${(cpuMs / issue.report.sent).toFixed(2)} ms per mail (${((cpuMs / 1000 / seconds) * 100).toFixed(0)}% of one core)`,
    `  service memory: ${idle.toFixed(0)} MB before sending, peak ${peak.toFixed(0)} MB (VmHWM)`,
    `  report: ${JSON.stringify(issue.report)}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await service.stop();
  await smtp.stop();
  await content.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
