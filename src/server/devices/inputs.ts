import { z } from 'zod';

export const uniqueIdInput = z.object({
  canvas: z.string('canvas is required').min(8, 'canvas must be 8 to 256 characters').max(256, 'canvas must be 8 to 256 characters'),
});
