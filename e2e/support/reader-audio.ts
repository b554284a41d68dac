import type { ReaderAudioReady } from '@portfolio/contracts';

/** Generating an article's audio (espeak-ng, then Opus) runs in the background after the server starts. */
export const audioPatience = 150_000;

/**
 * The recorded audio of a seeded article version once the content service has made it, read from the manifest
 * endpoint as the reader reads it: polled until `ready`, failing on `none` (no engine on this machine).
 */
export async function recordedAudio(baseUrl: string, slug: string, lang: string): Promise<ReaderAudioReady> {
  const address = new URL(`/api/content/articles/${encodeURIComponent(slug)}/audio?lang=${lang}`, baseUrl);
  const until = Date.now() + audioPatience - 10_000;
  for (;;) {
    const response = await fetch(address);
    const manifest = (await response.json()) as { status: string };
    if (manifest.status === 'ready') return manifest as ReaderAudioReady;
    if (response.status !== 200 || manifest.status === 'none')
      throw new Error(`no recorded audio for ${slug} in ${lang}: ${response.status} ${JSON.stringify(manifest)}`);
    if (Date.now() > until) throw new Error(`the audio of ${slug} in ${lang} was still ${manifest.status}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
