/**
 * The effect templates the `effect` mode offers (API.md `effectTemplates`; ARCHITECTURE.md
 * "The video engine"). Names and descriptions shown in the studio come from the `app`
 * namespace by id; the English here is the API's answer.
 */
export const EFFECT_TEMPLATES = [
  {
    id: 'zoom-burst',
    name: 'Zoom burst',
    description: 'A fast push into the picture with a radial blur.',
    defaultPrompt: 'A dramatic zoom into the scene',
  },
  {
    id: 'glitch',
    name: 'Glitch',
    description: 'Colour channels split and scan lines jump, like a broken signal.',
    defaultPrompt: 'A digital glitch transition',
  },
  {
    id: 'film-grain',
    name: 'Film grain',
    description: 'Warm tones, grain and a gentle flicker of old film.',
    defaultPrompt: 'An old film look',
  },
  {
    id: 'glow',
    name: 'Glow',
    description: 'A soft bloom around the bright parts of the image.',
    defaultPrompt: 'A dreamy glowing light',
  },
  {
    id: 'spin',
    name: 'Spin',
    description: 'The picture turns slowly while the camera pulls back.',
    defaultPrompt: 'A slow spinning camera',
  },
  {
    id: 'parallax',
    name: 'Parallax',
    description: 'A sideways drift with depth, as if filmed from a moving car.',
    defaultPrompt: 'A gentle sideways camera drift',
  },
  { id: 'pulse', name: 'Pulse', description: 'The image beats to a steady rhythm.', defaultPrompt: 'A pulsing beat' },
  {
    id: 'rain-overlay',
    name: 'Rain',
    description: 'Rain streaks fall over the picture.',
    defaultPrompt: 'Rain falling over the scene',
  },
  {
    id: 'snow-overlay',
    name: 'Snow',
    description: 'Snowflakes drift down over the picture.',
    defaultPrompt: 'Snow falling softly',
  },
  {
    id: 'vhs',
    name: 'VHS',
    description: 'Tape wobble, noise and a date stamp from the nineties.',
    defaultPrompt: 'A home video from the nineties',
  },
] as const;

export type EffectTemplateId = (typeof EFFECT_TEMPLATES)[number]['id'];

export function isEffectTemplate(id: unknown): id is EffectTemplateId {
  return EFFECT_TEMPLATES.some((template) => template.id === id);
}
