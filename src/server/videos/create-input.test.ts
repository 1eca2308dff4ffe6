import { type GivenInputs, type Mode, missingInput } from '@/lib/modes';
import { AppError } from '@/server/http/app-error';
import { parseCreateInput } from './create-input';

/** SPEC §5: the message key of each missing input. */
const KEY_OF_MISSING = {
  prompt: 'enterPrompt',
  image: 'uploadImage',
  template: 'selectTemplate',
  video: 'selectVideo',
} as const;

/** A create body that gives exactly `given`, as the studio would send it. */
function bodyFor(mode: Mode, given: GivenInputs): Record<string, unknown> {
  return {
    operationType: mode,
    prompt: given.prompt,
    imgUrls: Array.from({ length: given.imageCount }, (_, i) => `/media/uploads/${i}.png`),
    ...(given.template ? { effectTemplateId: 'dance' } : {}),
    ...(given.source ? { originalRecordId: 'rec_1' } : {}),
    ...(given.audio ? { audioUrl: '/media/uploads/voice.mp3' } : {}),
  };
}

/** The message key of the refusal, or null; `english` gives its English text instead. */
function answer(body: unknown, english = false): string | null {
  try {
    parseCreateInput(body);
    return null;
  } catch (error) {
    if (error instanceof AppError) return english ? error.message : error.msgKey;
    throw error;
  }
}

const flags = [false, true];
const cases: [Mode, GivenInputs][] = [];
for (const mode of ['generate', 'effect', 'sound', 'speech', 'extend', 'upscale'] as Mode[])
  for (const prompt of ['', 'a red balloon'])
    for (const imageCount of [0, 1])
      for (const template of flags)
        for (const source of flags)
          for (const audio of flags) cases.push([mode, { prompt, imageCount, template, source, audio }]);

describe('parseCreateInput and the studio ask for the same missing input', () => {
  it.each(cases)('%s with %j', (mode, given) => {
    const missing = missingInput(mode, given);
    expect(answer(bodyFor(mode, given))).toBe(missing ? KEY_OF_MISSING[missing] : null);
  });

  it.each([
    ['generate', 'Please enter the prompt'],
    ['effect', 'Please enter the prompt'],
    ['extend', 'Please select a video'],
    ['speech', 'Please select a video'],
    ['sound', 'Please select a video'],
    ['upscale', 'Please select a video'],
  ])('an empty %s body answers SPEC §5\'s "%s"', (mode, message) => {
    expect(answer({ operationType: mode }, true)).toBe(message);
  });

  it('refuses an extension by other than 5 or 8 seconds after its inputs are there', () => {
    expect(
      answer({ operationType: 'extend', originalRecordId: 'rec_1', prompt: 'on', customizeDuration: 6 }, true),
    ).toBe('customizeDuration of extend must be 5 or 8');
    expect(answer({ operationType: 'extend', prompt: 'on', customizeDuration: 6 })).toBe('selectVideo');
    expect(
      answer({ operationType: 'extend', originalRecordId: 'rec_1', prompt: 'on', customizeDuration: 8 }),
    ).toBeNull();
  });
});
