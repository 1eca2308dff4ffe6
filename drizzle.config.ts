import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a new migration into drizzle/ after a schema change.
// Migrations are committed and never edited by hand; the app applies them at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
});
