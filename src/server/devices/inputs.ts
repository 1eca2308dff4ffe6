import { z } from 'zod';
import { says } from '@/server/http/validation';

const canvasLength = says('lengthBetween', { min: 8, max: 256 });

export const uniqueIdInput = z.object({
  canvas: z.string(says('required')).min(8, canvasLength).max(256, canvasLength),
});
