/**
 * glibc's allocator settings for a process that decodes and encodes images (the content service, and the
 * single-machine process that runs it): two arenas, and every block over 128 KB mapped on its own, so that libvips's
 * large buffers, allocated on libuv's worker threads, go back to the system when freed. With glibc's defaults each
 * worker thread's arena keeps the largest buffers it ever held: the content service's resident memory rose to about
 * 600 MB over three uploads of a 12-megapixel JPEG, against 260 MB with these (services/content/bench/media-upload.ts).
 * glibc reads them when the process starts, so launchers pass them; musl (the Alpine images) ignores them.
 */
export const imageMallocEnv = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } as const;
