import mjml2html from 'mjml';

/**
 * MJML's compiler in a process of its own (see mjml-process.ts): loading it costs about 100 MB that would stay
 * resident in the service for good (freed memory of a thread is not given back to the system), while it runs only
 * when a new kind of mail is first rendered.
 */
process.on('message', (request: { id: number; source: string }) => {
  mjml2html(request.source, { validationLevel: 'strict', keepComments: false }).then(
    (rendered) => process.send!({ id: request.id, html: rendered.html }),
    (error: unknown) =>
      process.send!({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
// The service went away: nothing is left to compile for.
process.on('disconnect', () => process.exit(0));
