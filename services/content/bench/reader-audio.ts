import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderMarkdown } from '../src/markdown/render.ts';
import { articleBlocks } from '../src/reader-audio/article-blocks.ts';
import { espeakProvider } from '../src/reader-audio/espeak-provider.ts';
import { programRuns } from '../src/reader-audio/run-program.ts';
import { spokenSegments } from '../src/reader-audio/segments.ts';
import { synthesiseArticle } from '../src/reader-audio/synthesise-article.ts';

/**
 * The reader's recorded audio for a 1,500-word English article, as the content service makes it in the background:
 * the rendered body's blocks cut into sentences, each spoken by espeak-ng on its own, streamed into opusenc. The
 * article is the seed articles' English bodies, one after another, cut at 1,500 words. Figures: seconds taken,
 * seconds of audio made per second, and bytes per minute of audio.
 */
const words = Number(process.env.BENCH_AUDIO_WORDS ?? 1500);
const espeak = process.env.READER_AUDIO_ESPEAK ?? 'espeak-ng';
const opusenc = process.env.READER_AUDIO_OPUSENC ?? 'opusenc';
const seedDir = fileURLToPath(new URL('../seed/articles/', import.meta.url));

function articleOfWords(count: number): string[] {
  const blocks: string[] = [];
  let total = 0;
  for (const dir of readdirSync(seedDir).sort()) {
    const source = readFileSync(join(seedDir, dir, 'en.md'), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    for (const block of articleBlocks(renderMarkdown(source, 'en').html)) {
      if (total >= count) return blocks;
      const kept = block.split(' ').slice(0, count - total);
      blocks.push(kept.join(' '));
      total += kept.length;
    }
  }
  return blocks;
}

/**
 * CPU seconds of this process and the children it waited for (espeak-ng, opusenc), from /proc (Linux): on a shared
 * machine the wall time says as much about the neighbours as about the work. Undefined elsewhere.
 */
function cpuSeconds(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    // utime, stime, cutime, cstime: fields 14 to 17 of stat(5), in clock ticks (100 a second on Linux).
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
  } catch {
    return undefined;
  }
}

if (!(await programRuns(espeak)) || !(await programRuns(opusenc))) {
  process.stdout.write(`reader audio: skipped (${espeak} or ${opusenc} does not run here)\n`);
  process.exit(0);
}

const blocks = articleOfWords(words);
const segments = spokenSegments(blocks, 'en');
const dir = mkdtempSync(join(tmpdir(), 'bench-reader-audio-'));
const file = join(dir, 'article.ogg');
try {
  const provider = espeakProvider(espeak, ['en']);
  const started = performance.now();
  const cpuBefore = cpuSeconds();
  const speech = await synthesiseArticle(
    { provider, encoder: opusenc },
    segments,
    { lang: 'en', gender: 'female', wordsPerMinute: 165 },
    file,
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds();
  const cpu =
    cpuBefore === undefined || cpuAfter === undefined ? '' : `, ${(cpuAfter - cpuBefore).toFixed(1)} s of CPU`;
  const bytes = statSync(file).size;
  const minutes = speech.durationMs / 60_000;
  const counted = blocks.reduce((sum, block) => sum + block.split(' ').length, 0);
  process.stdout.write(
    `reader audio: ${counted} words, ${segments.length} segments → ${minutes.toFixed(1)} min of Opus audio` +
      ` in ${seconds.toFixed(1)} s${cpu} (${(speech.durationMs / 1000 / seconds).toFixed(0)}× real time),` +
      ` ${(bytes / 1024).toFixed(0)} KB, ${(bytes / minutes / 1024).toFixed(0)} KB per minute of audio\n`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
