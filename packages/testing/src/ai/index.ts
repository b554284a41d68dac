export { fakeAiServer, fakeAnswers, type FakeAiOptions, type FakeAiServer } from './fake-ai-server.ts';
export type { FakeAiFailure, FakeAiKind, FakeAnswer, FakeChat, ReceivedAiRequest } from './fake-ai-parts.ts';
export { fakeSpeechSampleRate } from './fake-openai.ts';
export { brokenTranslation, fakeTranslation, type WordRewrite } from './fake-translation.ts';
