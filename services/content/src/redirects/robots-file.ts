import { parseRobots, robotsAllows, type RobotsSettings, type RobotsVerdict } from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import { robotsTxt } from '../documents/sitemaps.ts';
import type { RedirectStore } from './redirects-port.ts';

/** robots.txt: the administrator's text when saved, else the generated default; every line checked on save. */
export function robotsFile(deps: { redirects: RedirectStore; origin: string; now: () => Date }) {
  const generated = () => robotsTxt(deps.origin);

  async function settings(): Promise<RobotsSettings> {
    const saved = await deps.redirects.robots();
    return saved
      ? { text: saved.text, custom: true, updatedAt: saved.updatedAt.toISOString() }
      : { text: generated(), custom: false, updatedAt: null };
  }

  return {
    settings,
    /** The administrator's text, or undefined while /robots.txt is the generated default. */
    saved: () => deps.redirects.robots(),
    generated,
    /** What /robots.txt answers. */
    async text() {
      return (await deps.redirects.robots())?.text ?? generated();
    },
    /** Saves the text whole or not at all; empty text goes back to the generated default. */
    async save(text: string): Promise<RobotsSettings> {
      if (text.trim() === '') {
        await deps.redirects.saveRobots(undefined);
        return settings();
      }
      const { problems } = parseRobots(text);
      if (problems.length > 0) {
        const details = problems.map((p) => ({ path: p.line === 0 ? 'text' : `lines.${p.line}`, message: p.message }));
        throw new HttpError(400, 'validation_failed', 'Some lines of robots.txt cannot be read.', { details });
      }
      const normalised = text.endsWith('\n') ? text : `${text}\n`;
      await deps.redirects.saveRobots({ text: normalised, updatedAt: deps.now() });
      return settings();
    },
    async check(input: { path: string; agent: string; text?: string | undefined }): Promise<RobotsVerdict> {
      const text = input.text ?? (await deps.redirects.robots())?.text ?? generated();
      const verdict = robotsAllows(parseRobots(text), input.agent, input.path);
      return { allowed: verdict.allowed, group: verdict.group, rule: verdict.rule };
    },
  };
}
export type RobotsFile = ReturnType<typeof robotsFile>;
