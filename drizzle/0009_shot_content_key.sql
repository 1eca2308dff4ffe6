ALTER TABLE "videos" ADD COLUMN "content_key" text;--> statement-breakpoint
CREATE INDEX "videos_content_idx" ON "videos" USING btree ("content_key") WHERE "videos"."content_key" is not null;