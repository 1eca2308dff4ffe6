import { EFFECT_TEMPLATES } from '@/lib/effect-templates';
import { defaultHandler } from '@/server/http/api-handler';

/** GET /api/v1/video/effectTemplates → [{id, name, description, previewUrl, defaultPrompt}]. */
export default defaultHandler({
  GET: () => EFFECT_TEMPLATES.map((template) => ({ ...template, previewUrl: `/effects/${template.id}.jpg` })),
});
